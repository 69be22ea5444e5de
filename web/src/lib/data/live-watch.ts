import type { LiveListener, LivePort } from './port.ts';

/**
 * Watches through a live port that is still to be loaded (its own chunk: the stream reader, or
 * the Firestore SDK with listeners), so no page pays for it before it watches. Stopping before
 * the load finished stops as soon as it has; a failed load is logged and watches nothing. Kept
 * small: the HTTP adapter, and so this, is in every page's first load.
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
