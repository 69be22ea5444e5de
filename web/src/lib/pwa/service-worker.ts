// Registers this build's service worker (decision 036: sw.js for English, sw.bn.js for Bangla;
// written by scripts/lib/service-worker.ts) once the page is idle, and tells the layout when a new
// version waits. A few lines of our own: workbox-window would add 2.2 kB to every first load.
import { locale } from '@hall/model/texts/locale';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

/** For useSyncExternalStore: the banner re-renders when a new version starts waiting. */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const updateWaiting = (): boolean => waiting !== null;

/** A worker installed beside the one in control: a new version. (The first install replaces nothing.) */
function offer(worker: ServiceWorker | null) {
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** "Reload": the waiting worker takes over; every tab then reloads onto the new files (below). */
export function reloadToUpdate(): void {
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** `reload` is the page's own (a test passes its own: jsdom cannot reload). */
export function registerServiceWorker(reload = () => window.location.reload()): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A worker replacing another one means new files: reload, so a page never runs old and new
  // chunks together. The first worker taking over a page (clientsClaim) replaces nothing.
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    if (controller) reload();
    controller = container.controller;
  });
  const start = async () => {
    const registration = await container.register(locale.lang === 'en' ? '/sw.js' : '/sw.bn.js');
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
    // A tab left open (an installed app often is) looks for a new version each hour.
    setInterval(() => void registration.update().catch(() => undefined), 3_600_000);
  };
  const whenIdle = () => {
    // Without a worker the portal is a website as before: nothing to tell the reader.
    const run = () => void start().catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(run);
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Before switching language: the other language's worker must not answer the next page load. */
export async function forgetServiceWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((registration) => registration.unregister()));
}
