import { useState, useSyncExternalStore } from 'react';
import { installAppText } from '@hall/model/texts/install-app';
import { installOffer, takeInstallOffer } from '../../lib/pwa/install-prompt.ts';
import { Button } from '../ui/button.tsx';

// The offer comes and goes with these events; main.tsx's listeners (registered first) record it.
const EVENTS = ['beforeinstallprompt', 'appinstalled'];
function subscribe(changed: () => void) {
  EVENTS.forEach((name) => addEventListener(name, changed));
  return () => EVENTS.forEach((name) => removeEventListener(name, changed));
}
const offered = () => installOffer() !== null;

/** "Install the app", only while the browser offers installing (decision 036). */
export function InstallApp() {
  const [, taken] = useState(0);
  if (!useSyncExternalStore(subscribe, offered, () => false)) return null;
  return (
    <Button
      variant="secondary"
      onClick={() => {
        void takeInstallOffer()?.prompt();
        taken((count) => count + 1);
      }}
    >
      {installAppText.install}
    </Button>
  );
}
