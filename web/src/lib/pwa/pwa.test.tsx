// The service worker's registration, the "new version" banner and the install entry (issue 33),
// against a stand-in for the browser's ServiceWorkerContainer (jsdom has none).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  /** The browser moves the worker on and tells its listeners. */
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  unregister = vi.fn(async () => true);
}

let registration: FakeRegistration;
let container: EventTarget & {
  controller: object | null;
  register: ReturnType<typeof vi.fn>;
  getRegistrations: () => Promise<FakeRegistration[]>;
};
const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  reload.mockClear();
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: null,
    register: vi.fn(async () => registration),
    getRegistrations: async () => [registration],
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    run();
    return 1;
  });
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** Registers as main.tsx does and renders the layout's banner; resolves once register() has answered. */
async function start() {
  const { registerServiceWorker } = await import('./service-worker.ts');
  const { NewVersionBanner } = await import('../../components/layout/new-version-banner.tsx');
  render(<NewVersionBanner />);
  await act(async () => registerServiceWorker(reload));
  await act(async () => {}); // register() answers
}

describe('the service worker', () => {
  it("registers the English build's worker at /sw.js once the page is idle", async () => {
    await start();
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('is not registered by the development server', async () => {
    vi.stubEnv('PROD', false);
    await start();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('the first install replaces nothing: no banner, and the first takeover does not reload', async () => {
    await start();
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      worker.become('installed');
    });
    expect(screen.queryByRole('status')).toBeNull();
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new version found while the page is open shows "A new version is ready: Reload"', async () => {
    container.controller = {};
    await start();
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => registration.dispatchEvent(new Event('updatefound')));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => worker.become('installed'));
    expect(await screen.findByRole('status')).toHaveTextContent('A new version is ready: Reload');
  });

  it('Reload asks the waiting version to take over, and the page reloads when it has', async () => {
    container.controller = {};
    const worker = new FakeWorker();
    worker.state = 'installed';
    registration.waiting = worker;
    await start();
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(worker.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('forgetting it (before a language switch) unregisters every worker of the site', async () => {
    const { forgetServiceWorker } = await import('./service-worker.ts');
    await forgetServiceWorker();
    expect(registration.unregister).toHaveBeenCalledOnce();
  });
});

describe('Install the app', () => {
  /** Chromium's beforeinstallprompt, with the dialog's prompt(). */
  function offerInstall() {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    return event;
  }

  async function renderEntry() {
    const { keepInstallPrompt } = await import('./install-prompt.ts');
    const { InstallApp } = await import('../../components/layout/install-app.tsx');
    keepInstallPrompt();
    render(<InstallApp />);
  }

  it('is shown only once the browser offers installing, and opens its dialog once', async () => {
    await renderEntry();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    const event = offerInstall();
    // Not the browser's own bar: the entry offers it.
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('hides once the app is installed', async () => {
    await renderEntry();
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });
});
