import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeUpdate, updateWaiting } from '../../lib/pwa/service-worker.ts';

// The banner's code, words and style load only when a new version waits: a first-time visitor never needs them.
const UpdateBanner = lazy(() => import('./update-banner.tsx').then((module) => ({ default: module.UpdateBanner })));

/** "A new version is ready: Reload" while a new service worker waits (decision 036). */
export function NewVersionBanner() {
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  ) : null;
}
