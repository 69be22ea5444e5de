import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';

export function RootLayout() {
  return (
    <Layout>
      <Outlet />
      <ScrollRestoration />
    </Layout>
  );
}
