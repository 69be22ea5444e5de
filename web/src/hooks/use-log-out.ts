import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@hall/model';
import { paths } from '../config/paths.ts';
import { toast } from '../components/ui/toast.ts';
import { useAuth } from '../lib/auth/auth-context.ts';

// LogOut, wherever it is offered (the profile's sidebar, the phone menu): home first, then sign
// out, then 'Logout successfully'. The sign-out waits until home is on screen, so the page being
// left is gone and its login guard cannot send the visitor to /login on the way out. The page
// that offers LogOut may be the one left behind, so the waiting is done by useSignOutAtHome,
// mounted by the top bar's account entries for as long as someone is signed in.
let signOutAtHome = false;

/** Starts a log-out: goes home; useSignOutAtHome signs out once home is committed. */
export function useLogOut(): () => void {
  const navigate = useNavigate();
  return () => {
    signOutAtHome = true;
    void navigate(paths.home);
  };
}

/** Finishes a log-out started by useLogOut, once home is on screen. */
export function useSignOutAtHome(): void {
  const { signOut } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (!signOutAtHome || location.pathname !== paths.home) return;
    signOutAtHome = false;
    signOut().then(
      () => toast.success(messages.logout.success),
      (error: unknown) => {
        console.error('Logging out failed:', error);
        toast.error(messages.api.internal);
      },
    );
  }, [location.key, location.pathname, signOut]);
}
