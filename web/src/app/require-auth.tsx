import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { layoutText } from '@hall/model/texts/layout';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth/auth-context.ts';
import { loginHref } from '../lib/auth/login-redirect.ts';

/**
 * Guards the login-required routes: a spinner while the sign-in state loads, then the page for
 * a signed-in user, or /login carrying the original path (state.from and ?next=) for a visitor.
 * It only decides what the browser shows; the API checks every request itself.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label={layoutText.checking} />;
  if (status === 'signed-out') return <Navigate to={loginHref(location)} replace state={{ from: location }} />;
  return <Outlet />;
}
