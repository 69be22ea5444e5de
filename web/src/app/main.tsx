import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.tsx';
import { createAppRouter, routes } from './router.tsx';
import { keepInstallPrompt } from '../lib/pwa/install-prompt.ts';
import { registerServiceWorker } from '../lib/pwa/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const app = (): ReactNode => (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>
);

/** Loads the lazy route modules of the current URL, so the first render is the page, not the fallback. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

// index.html carries the home page prerendered (scripts/prerender.ts): React takes over that markup.
// Any other page, or the home page under another URL, starts from the empty shell.
if (container.dataset.prerendered === window.location.pathname) {
  void resolveLazyRoutes()
    .catch((error: unknown) => console.error('The page could not load before hydration:', error))
    .then(() => {
      hydrateRoot(container, app());
      // Until here the prerendered page is only HTML: a tap on its menu does nothing yet.
      container.dataset.interactive = 'true';
    });
} else {
  container.replaceChildren();
  createRoot(container).render(app());
  container.dataset.interactive = 'true';
}

// The app offline and installable (decision 036): the worker once the page is idle.
keepInstallPrompt();
registerServiceWorker();
