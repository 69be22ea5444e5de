import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';

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
    </Layout>
  );
}
