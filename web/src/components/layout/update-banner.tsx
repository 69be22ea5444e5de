import { pwaText } from '@hall/model/texts/pwa';
import { reloadToUpdate } from '../../lib/pwa/service-worker.ts';
import './update-banner.css';

/** "A new version is ready: Reload": the root layout shows it while a new service worker waits (decision 036). */
export function UpdateBanner() {
  return (
    <div className="update-banner" role="status">
      {pwaText.updateReady}{' '}
      <button type="button" className="update-banner__reload" onClick={reloadToUpdate}>
        {pwaText.reload}
      </button>
    </div>
  );
}
