import { useSyncExternalStore } from 'react';
import { pwaText } from '@hall/model/texts/pwa';
import { reloadToUpdate, subscribeUpdate, updateWaiting } from '../../lib/pwa/service-worker.ts';
import './update-banner.css';

/** "A new version is ready: Reload" while a new service worker waits (decision 036). */
export function UpdateBanner() {
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      {pwaText.updateReady}{' '}
      <button type="button" className="update-banner__reload" onClick={reloadToUpdate}>
        {pwaText.reload}
      </button>
    </div>
  );
}
