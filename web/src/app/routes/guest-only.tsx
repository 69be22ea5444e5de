import { layoutText } from '@hall/model/texts/layout';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { cameFromProtectedPage } from '../../lib/auth/came-from.ts';
import { useDiningRole } from '../../lib/auth/dining-role.ts';
import { returnPath } from '../../lib/auth/login-redirect.ts';
import type { AuthStatus } from '../../lib/auth/session.ts';

/**
 * The layout route of /login and /signup (a chunk of its own, off the home page's first load):
 * someone who arrives already signed in is sent on, to `?next=` when the link names a page, else
 * their profile, the dashboard for the office, or /dining for dining staff. Decided once, on arrival: signing in or up here
 * changes the state without this guard acting on it (the sign-up flow signs in, signs out and lands
 * on /login, under this same route; the login form returns the visitor itself).
 */
export function Component() {
  const { status } = useAuth();
  const role = useDiningRole();
  const location = useLocation();
  const [arrival, setArrival] = useState<AuthStatus>(status);
  // Derived once from the first settled status (React's "adjust state while rendering" pattern).
  if (arrival === 'loading' && status !== 'loading') setArrival(status);
  if (arrival === 'loading') return <Spinner label={layoutText.checking} />;
  if (arrival === 'signed-in' && status === 'signed-in') {
    if (role === 'unknown') return <Spinner label={layoutText.checking} />;
    const own = role === 'office' ? paths.dashboard.root : role === 'staff' ? paths.dining : paths.profile.root;
    return <Navigate to={cameFromProtectedPage(location) ? returnPath(location) : own} replace />;
  }
  return <Outlet />;
}
