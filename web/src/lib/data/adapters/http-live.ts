// GET /api/live read with fetch (EventSource cannot send the Bearer token) and eventsource-parser.
// Its own chunk: loaded when a page starts watching (watchWhenLoaded), never on the home page.
import { createParser } from 'eventsource-parser';
import { isDay, parseLiveChange } from '@hall/model';
import type { LiveListener, LivePort } from '../port.ts';
import type { FetchFunction } from './http-transport.ts';

export interface HttpLiveOptions {
  /** The API's base, e.g. '/api'. */
  baseUrl: string;
  getIdToken: () => Promise<string | null>;
  fetch: FetchFunction;
  /** Waits before reconnecting: the first after a stream ends, doubling up to the last. */
  reconnectDelaysMs?: { first: number; most: number };
}

const RECONNECT = { first: 3_000, most: 60_000 };

/**
 * Follows the stream, reconnecting after it ends (the server closes it every 30 minutes, a phone
 * loses its connection) with a fresh ID token. After a reconnection the listener resyncs: changes
 * made while the stream was down were not heard. A visitor (no token) is not watched.
 */
export function httpLive(options: HttpLiveOptions): LivePort {
  const { first, most } = options.reconnectDelaysMs ?? RECONNECT;
  return {
    watch(listener: LiveListener) {
      const abort = new AbortController();
      const { signal } = abort;
      void (async () => {
        let delay = first;
        let connectedBefore = false;
        while (!signal.aborted) {
          const token = await options.getIdToken().catch(() => null);
          if (token === null) return;
          try {
            const response = await options.fetch(`${options.baseUrl.replace(/\/+$/, '')}/live`, {
              headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
              cache: 'no-store',
              signal,
            });
            if (response.ok && response.body) {
              if (connectedBefore) listener.resync();
              connectedBefore = true;
              delay = first;
              await follow(response.body, listener);
            } else await response.body?.cancel();
          } catch {
            // The network failed or we stopped: wait and try again, unless stopped.
          }
          if (signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, delay));
          delay = Math.min(delay * 2, most);
        }
      })();
      return () => abort.abort();
    },
  };
}

/**
 * Reads events until the stream ends; anything that is not a well-formed change, dining day or
 * room news (`event: rooms`: the caller's rooms may have changed, decision 034) is ignored.
 */
async function follow(body: ReadableStream<Uint8Array>, listener: LiveListener): Promise<void> {
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'rooms') {
        listener.rooms?.();
        return;
      }
      if (event.event !== 'change' && event.event !== 'dining') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      if (event.event === 'dining') {
        const day = (parsed as { day?: unknown } | null)?.day;
        if (typeof day === 'string' && isDay(day)) listener.dining?.(day);
        return;
      }
      const change = parseLiveChange(parsed);
      if (change) listener.change(change);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    parser.feed(decoder.decode(read.value, { stream: true }));
}

const sharedPorts = new WeakMap<HttpLiveOptions, LivePort>();

/**
 * One stream per adapter for every page watching it, the lists' changes, the dining days and the
 * room news alike (the API caps streams per account): the first watcher opens it, the last one's stop
 * closes it.
 */
export function sharedLive(options: HttpLiveOptions): LivePort {
  let port = sharedPorts.get(options);
  if (!port) {
    const listeners = new Set<LiveListener>();
    const everyone: LiveListener = {
      change: (change) => listeners.forEach((listener) => listener.change(change)),
      resync: () => listeners.forEach((listener) => listener.resync()),
      dining: (day) => listeners.forEach((listener) => listener.dining?.(day)),
      rooms: () => listeners.forEach((listener) => listener.rooms?.()),
    };
    let stopStream: (() => void) | null = null;
    port = {
      watch(listener) {
        const own = { ...listener }; // a distinct entry, even for a listener watching twice
        listeners.add(own);
        stopStream ??= httpLive(options).watch(everyone);
        return () => {
          listeners.delete(own);
          if (listeners.size === 0 && stopStream) {
            stopStream();
            stopStream = null;
          }
        };
      },
    };
    sharedPorts.set(options, port);
  }
  return port;
}
