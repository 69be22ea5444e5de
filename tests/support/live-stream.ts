// Reads GET /api/live as the SPA does (fetch with a Bearer token, eventsource-parser), keeping
// every change in arrival order so a test can wait for one and see what came before it.
import { createParser } from 'eventsource-parser';

import type { LiveChange } from '@hall/model';

export interface LiveStream {
  status: number;
  headers: Headers;
  /** Every change received so far, in order. */
  changes: LiveChange[];
  /** Comment lines received (the heartbeat). */
  comments: string[];
  /** Resolves with the first change (received or to come) that matches; fails the test after `timeoutMs`. */
  next(match: (change: LiveChange) => boolean, timeoutMs?: number): Promise<LiveChange>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLive(portal: { url: string }, token?: string): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${portal.url}/api/live`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const changes: LiveChange[] = [];
  const comments: string[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      changes.push(JSON.parse(event.data) as LiveChange);
      waiting.forEach((wake) => wake());
    },
    onComment: (comment) => {
      comments.push(comment);
      waiting.forEach((wake) => wake());
    },
  });
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read())
        parser.feed(decoder.decode(read.value, { stream: true }));
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    changes,
    comments,
    ended,
    close: () => abort.abort(),
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = changes.find(match);
          if (!found) return false;
          waiting.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no matching live change within ${timeoutMs} ms; received ${JSON.stringify(changes)}`));
        }, timeoutMs);
        if (!look()) waiting.add(wake);
      });
    },
  };
}

/** The changes for this record id, in order. */
export const changesOf = (stream: LiveStream, id: string) => stream.changes.filter((change) => change.id === id);
