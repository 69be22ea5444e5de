import { useSyncExternalStore } from 'react';
import { pwaText } from '@hall/model/texts/pwa';
import { canInstall, installApp, subscribeInstall } from '../../lib/pwa/install-prompt.ts';
import { Button } from '../ui/button.tsx';

/** "Install the app", only while the browser offers installing (decision 036). */
export function InstallApp() {
  const offered = useSyncExternalStore(subscribeInstall, canInstall, () => false);
  if (!offered) return null;
  return (
    <Button variant="secondary" onClick={() => void installApp()}>
      {pwaText.install}
    </Button>
  );
}
