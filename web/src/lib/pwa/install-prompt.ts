// "Install the app" (decision 036): Chromium offers installing with `beforeinstallprompt`, often
// before the profile menu's chunk has loaded, so main.tsx keeps the event from the start. Only
// this much is in every page's first load; the entry itself is components/layout/install-app.tsx.
// Other browsers never fire it: the entry stays hidden there (Safari installs from its Share menu).

/** Chromium's event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}

let offer: InstallPromptEvent | null = null;

/** The browser's offer, if it has made one and it is unused. */
export const installOffer = (): InstallPromptEvent | null => offer;

export function keepInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-bar: the profile menu offers it.
    event.preventDefault();
    offer = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', () => (offer = null));
}

/** An offer prompts once: taking it leaves none. */
export function takeInstallOffer(): InstallPromptEvent | null {
  const taken = offer;
  offer = null;
  return taken;
}
