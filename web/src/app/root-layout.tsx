import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';
import { paths } from '../config/paths.ts';
import { NewVersionBanner } from '../components/layout/new-version-banner.tsx';

const Toasts = lazy(() => import('../components/ui/toasts.tsx').then((module) => ({ default: module.Toasts })));

/**
 * The toast container, mounted once the visitor leaves the home page and kept from then on. The
 * home page shows no toasts, so a visitor who only reads it never downloads react-hot-toast
 * (decision 017); toasts raised before it mounts wait in react-hot-toast's store.
 */
function ToastsAfterHome() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== paths.home);
  if (!needed && pathname !== paths.home) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

// Every load by address (no history entry state yet) has the location key 'default', and the
// router keeps saved positions in sessionStorage across loads: keyed as is, a fresh load would
// reopen where an earlier page was left. This document's own id keeps it at the top; entries
// reached by back and forward have their own keys and keep their positions.
const THIS_LOAD = Math.random().toString(36).slice(2);
const scrollKey = (location: Location) => (location.key === 'default' ? `default-${THIS_LOAD}` : location.key);

export function RootLayout() {
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
      <ToastsAfterHome />
      <NewVersionBanner />
    </Layout>
  );
}
