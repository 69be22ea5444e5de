import etag from 'etag';
import type { LiveGroup } from '@hall/model';
import type { ListOptions, PageRequest, Store } from './port.ts';

/** A list or a page as JSON text, with its weak HTTP entity tag (the one Express would make). */
export interface JsonAnswer {
  json: string;
  etag: string;
}

/**
 * What GET on a request list answers, as JSON text: the bytes JSON.stringify of the store's
 * `list` or `page` gives. Kept apart from the store port so that a store may answer from text it
 * already holds, and the local back end may keep answers between writes (decision 016).
 */
export interface Answers {
  list(group: LiveGroup, options: ListOptions): Promise<JsonAnswer>;
  page(group: LiveGroup, request: PageRequest): Promise<JsonAnswer>;
}

export const jsonAnswer = (json: string): JsonAnswer => ({ json, etag: etag(json, { weak: true }) });

/** Any store's answers: its records serialised on every request (the Cloud Function's). */
export function serializedAnswers(store: Store): Answers {
  return {
    list: async (group, options) => jsonAnswer(JSON.stringify(await store[group].list(options))),
    page: async (group, request) => jsonAnswer(JSON.stringify(await store[group].page(request))),
  };
}
