// What waits for a module to load: the adapters and their groups of calls are chunks of their own,
// fetched on the first call or watch, so no page pays for them before it uses them. Kept small:
// it is in every page's first load (the data port, deferred-port.ts).
import type { LiveListener, LivePort } from './port.ts';

/** `load`, run once on the first call and shared; a failed load is tried again on the next call. */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The named methods of what `load` gives, each waiting for it, then making its call (every method named: the type checks). */
export function callsWhenLoaded<T extends object>(load: () => Promise<T>, methods: Record<keyof T, true>): T {
  return Object.fromEntries(
    Object.keys(methods).map((method) => [
      method,
      async (...args: unknown[]) =>
        ((await load()) as Record<string, (...args: unknown[]) => unknown>)[method]!(...args),
    ]),
  ) as T;
}

/**
 * Watches through a live port that is still to be loaded (its own chunk: the stream reader, or
 * the Firestore SDK with listeners), so no page pays for it before it watches. Stopping before
 * the load finished stops as soon as it has; a failed load is logged and watches nothing.
 */
export function watchWhenLoaded(load: () => Promise<LivePort>, listener: LiveListener): () => void {
  return startWhenLoaded(async () => (await load()).watch(listener));
}

/** The same for any watch whose start waits for a load (a dining day's listener): returns the stop. */
export function startWhenLoaded(start: () => Promise<() => void>): () => void {
  const stopping = start().catch((error: unknown) => {
    console.warn('Live changes are not available:', error);
    return () => {};
  });
  return () => void stopping.then((stop) => stop());
}
