// The data port over the portal's HTTP API (spec section 7, plus a Bearer ID token), but what a
// visitor reads (http-public.ts). Paths keep the spec's spelling. Error bodies
// `{ error: { code, message, fields } }` become DataError. Its own chunk, loaded on the first call
// (provider.tsx).
import type { DeleteAnswer } from '@hall/model';
import { DINING_CALLS, DINING_STAFF_CALLS, REPORTS_CALLS, REQUEST_CALLS, ROOMS_CALLS } from '../call-names.ts';
import type { SignedInApi } from '../deferred-port.ts';
import type { DataPort, RecordsPort, UploadProgress } from '../port.ts';
import { callsWhenLoaded, loadedOnce, watchWhenLoaded } from '../when-loaded.ts';
import type { ApiCall } from './http-dining.ts';
import type { HttpRecords } from './http-records.ts';
import {
  answerOf,
  networkError,
  needsNewToken,
  type FetchFunction,
  newIdempotencyKey,
  RETRY_DELAYS_MS,
  segment,
  wait,
} from './http-transport.ts';

export type { FetchFunction };
/** Makes the XMLHttpRequest used for uploads with progress (fetch cannot report upload progress). */
export type XhrFactory = () => XMLHttpRequest;

export interface HttpAdapterOptions {
  /** Base of the API, e.g. '/api'. */
  baseUrl: string;
  /** The signed-in user's ID token, or null for a visitor. */
  getIdToken: () => Promise<string | null>;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: FetchFunction;
  /** Injected in tests; the browser's XMLHttpRequest otherwise. */
  xhr?: XhrFactory;
  /** Waits before each automatic retry of a POST; shortened in tests. */
  retryDelaysMs?: readonly number[];
}

interface RequestOptions {
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** A POST's Idempotency-Key when the submission has one already (a form the outbox sends again). */
  idempotencyKey?: string | undefined;
}

export class HttpDataAdapter implements RecordsPort, SignedInApi {
  // Read by the live stream reader (http-live.ts) too.
  readonly baseUrl: string;
  readonly getIdToken: (options?: { refresh?: boolean }) => Promise<string | null>;
  readonly fetch: FetchFunction;
  private readonly createXhr: XhrFactory;
  private readonly retryDelaysMs: readonly number[];

  constructor(options: HttpAdapterOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.getIdToken = options.getIdToken;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.createXhr = options.xhr ?? (() => new XMLHttpRequest());
  }

  private url(path: string, query?: Record<string, string>): string {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.baseUrl}${path}${search}`;
  }

  private async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = await this.getIdToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form; // the browser sets the multipart boundary
    }
    const retries = method === 'POST' ? this.retryDelaysMs : [];
    let refreshed = false;
    if (method === 'POST') headers.set('Idempotency-Key', options.idempotencyKey ?? newIdempotencyKey());

    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(this.url(path, options.query), { method, headers, ...(body ? { body } : {}) });
      } catch (cause) {
        if (attempt < retries.length) {
          await wait(retries[attempt] ?? 0);
          continue;
        }
        throw await networkError(cause);
      }
      if (response.status === 503 && attempt < retries.length) {
        await wait(retries[attempt] ?? 0);
        continue;
      }
      const text = await response.text();
      // Refused as signed out or unverified with a token the account has outgrown (verified on
      // another device, say; issue 35): a new token, and the request once more.
      if (token && !refreshed && needsNewToken(response.status, text)) {
        refreshed = true;
        const fresh = await this.getIdToken({ refresh: true });
        if (fresh && fresh !== token) {
          headers.set('Authorization', `Bearer ${fresh}`);
          attempt -= 1;
          continue;
        }
      }
      return await answerOf<T>(response.status, response.statusText, text);
    }
  }

  /** A multipart POST. With `onProgress`, sent by XMLHttpRequest so the upload's progress can be followed. */
  private async upload<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
    if (!onProgress) return this.request<T>('POST', path, { form });
    const token = await this.getIdToken();
    const { sendWithProgress } = await import('./http-upload.ts');
    return sendWithProgress<T>(this.createXhr(), this.url(path), token, form, onProgress);
  }

  // The records' calls are their own chunk (http-records.ts), loaded on the first: a visitor's home
  // page reads only the notices. A failed load is tried again on the next call.
  private readonly loadRecords = loadedOnce(() =>
    import('./http-records.ts').then((module) =>
      module.httpRecords((method, path, options) => this.request(method, path, options)),
    ),
  );

  /** A group of the records' calls; `methods` names every one of them (the type checks). */
  private group<K extends keyof HttpRecords>(key: K, methods: Record<keyof HttpRecords[K], true>): HttpRecords[K] {
    return callsWhenLoaded(async () => (await this.loadRecords())[key], methods);
  }

  readonly users: DataPort['users'] = this.group('users', { me: true, list: true, create: true, updateMe: true });

  readonly tokenPurchases: DataPort['tokenPurchases'] = {
    ...this.group('tokenPurchases', REQUEST_CALLS),
    attachPdf: async (id, file, onProgress) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'token.pdf');
      const answer = await this.upload<unknown>(`/tokenpurches/${segment(id)}/pdf`, form, onProgress);
      return (await import('./http-upload.ts')).storedFileName(answer);
    },
    attachedPdf: async (id) =>
      (await import('./http-upload.ts')).fileAt(
        this.fetch,
        this.url(`/tokenpurches/${segment(id)}/pdf`),
        await this.getIdToken(),
      ),
  };

  readonly hallFees: DataPort['hallFees'] = this.group('hallFees', REQUEST_CALLS);

  /** One JSON call of the API, for the route groups built in their own modules. */
  private readonly call: ApiCall = (method, path, json) => this.request(method, path, { json });

  readonly roomAllotments: DataPort['roomAllotments'] = this.group('roomAllotments', REQUEST_CALLS);

  readonly complaints: DataPort['complaints'] = this.group('complaints', {
    page: true,
    count: true,
    create: true,
    remove: true,
  });

  readonly notices: RecordsPort['notices'] = {
    upload: async ({ title, date, file, fileName }, onProgress) => {
      const form = new FormData();
      form.append('title', title);
      form.append('date', date);
      if (fileName !== undefined) form.append('file', file, fileName);
      else form.append('file', file);
      await this.upload<unknown>('/upload-pdf', form, onProgress);
    },
    remove: (id) => this.request<DeleteAnswer>('DELETE', `/notices/${segment(id)}`),
  };

  readonly contactMessages: DataPort['contactMessages'] = this.group('contactMessages', {
    create: true,
    listAll: true,
  });

  readonly transactions: DataPort['transactions'] = this.group('transactions', { find: true });

  readonly activity: DataPort['activity'] = this.group('activity', { page: true, count: true });

  // The stream reader is its own chunk, fetched when a page first watches; one stream for all.
  readonly live: DataPort['live'] = {
    watch: (listener) =>
      watchWhenLoaded(() => import('./http-live.ts').then((module) => module.sharedLive(this)), listener),
  };

  // The dining calls are their own chunk too; a dining day's changes are heard on the live stream (event: dining).
  readonly dining: DataPort['dining'] = (() => {
    const dining = async () => (await import('./http-dining.ts')).httpDining(this.call);
    return {
      ...callsWhenLoaded<Omit<DataPort['dining'], 'staff' | 'watchDay'>>(dining, DINING_CALLS),
      staff: callsWhenLoaded(async () => (await dining()).staff, DINING_STAFF_CALLS),
      watchDay: (day, changed) =>
        this.live.watch({ change: () => {}, resync: changed, dining: (of) => of === day && changed() }),
    };
  })();

  // The rooms' calls are their own chunk, loaded on the first (every page loads this adapter first);
  // the caller's rooms are heard on the live stream too (event: rooms, sent to a group's members).
  readonly rooms: DataPort['rooms'] = {
    ...callsWhenLoaded(async () => (await import('./http-rooms.ts')).httpRooms(this.call), ROOMS_CALLS),
    watchMine: (changed) => this.live.watch({ change: () => {}, resync: changed, rooms: changed }),
  };

  // The office's reports: their own chunk, loaded on the first call (decision 035).
  readonly reports: DataPort['reports'] = callsWhenLoaded(
    async () => (await import('./http-reports.ts')).httpReports(this.call),
    REPORTS_CALLS,
  );
}
