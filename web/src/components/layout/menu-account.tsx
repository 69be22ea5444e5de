// The phone menu's account entries for a signed-in user (issue 35): a chunk of its own, loaded
// once someone is signed in, so the shell's first load (a visitor's home page) does not carry it.
import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '@hall/model';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { toast } from '../ui/toast.ts';

/**
 * LogOut as the profile's sidebar does it: home first, then sign out, then 'Logout successfully'.
 * The sign-out waits until home is on screen (this effect sees the committed location), so the
 * page being left is gone and its login guard cannot send the visitor to /login on the way out.
 */
function useLogOutViaHome(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signOutAtHome = useRef(false);
  useEffect(() => {
    if (!signOutAtHome.current || location.pathname !== paths.home) return;
    signOutAtHome.current = false;
    signOut().then(
      () => toast.success(messages.logout.success),
      (error: unknown) => {
        console.error('Logging out failed:', error);
        toast.error(messages.api.internal);
      },
    );
  }, [location.key, location.pathname, signOut]);
  return () => {
    signOutAtHome.current = true;
    void navigate(paths.home);
  };
}

/**
 * Profile and LogOut at the end of the phone menu (the avatar alone is easy to miss). Mounted
 * while signed in, hidden while the menu is closed, so a LogOut outlives the menu it closes; the
 * stylesheet hides them on wide screens, where the avatar sits in the bar.
 */
export default function MenuAccountEntries({ open, onDone }: { open: boolean; onDone: () => void }) {
  const logOut = useLogOutViaHome();
  return (
    <>
      <li className="nav__item--phone" hidden={!open}>
        <NavLink to={paths.profile.root} className="nav__link" onClick={onDone}>
          Profile
        </NavLink>
      </li>
      <li className="nav__item--phone" hidden={!open}>
        <button
          type="button"
          className="nav__link nav__link--button"
          onClick={() => {
            onDone();
            logOut();
          }}
        >
          LogOut
        </button>
      </li>
    </>
  );
}
