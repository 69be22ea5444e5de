import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';
import { paths } from '../config/paths.ts';

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

export function RootLayout() {
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration />
      <ToastsAfterHome />
    </Layout>
  );
}
