// "Install the app" (decision 036): Chromium offers installing with `beforeinstallprompt`, often
// before the profile menu's chunk has loaded, so the event is kept from the start (main.tsx).
// Other browsers never fire it: the entry stays hidden there (Safari installs from its Share menu).

/** Chromium's event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let offered: InstallPromptEvent | null = null;

function set(event: InstallPromptEvent | null) {
  offered = event;
  listeners.forEach((listener) => listener());
}

export function subscribeInstall(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const canInstall = (): boolean => offered !== null;

export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-bar: the profile menu offers it.
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; an event can prompt once, so the entry hides either way. */
export async function installApp(): Promise<void> {
  const event = offered;
  if (!event) return;
  set(null);
  await event.prompt();
}
