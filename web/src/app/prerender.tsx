// The home page rendered to HTML at build time (scripts/prerender.ts puts it in dist/index.html),
// so a phone paints it before any script runs; main.tsx then hydrates the same markup. It renders
// the app's own providers and route table, as a first-time visitor sees them: signed out (the
// auth provider's server answer) and the notice board still loading.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router-dom';
import { NoScriptPage } from '../components/layout/no-script-page.tsx';
import { BANNER_SIZES, FIRST_BANNER_IMAGE } from '../features/home/components/banner.tsx';
import { imageSources } from '../features/home/components/responsive-image.tsx';
import { loadHomeSections } from '../features/home/components/home-island.tsx';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/** The markup of the page at `pathname`, as the client's first render will produce it. */
export async function renderPage(pathname: string): Promise<string> {
  await loadHomeSections();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/** The banner's first image, preloaded with high priority in the width the device needs. */
export function bannerPreloadTag(): string {
  if (!FIRST_BANNER_IMAGE) return '';
  const { src, srcSet } = imageSources(FIRST_BANNER_IMAGE);
  return `<link rel="preload" as="image" href="${src}" imagesrcset="${srcSet}" imagesizes="${BANNER_SIZES}" fetchpriority="high" />`;
}

/**
 * The shell's <noscript> for every other route: the site's header and footer around one sentence
 * (a visitor, signed out; no route marked current). Static markup: nothing hydrates it.
 */
export function renderNoScriptPage(): string {
  return renderToStaticMarkup(
    <AppProvider>
      <StaticRouter location="/no-script">
        <NoScriptPage />
      </StaticRouter>
    </AppProvider>,
  );
}
