// The phone menu's account entries for a signed-in user (issue 35): a chunk of its own, loaded
// once someone is signed in, so the shell's first load (a visitor's home page) does not carry it.
import { NavLink } from 'react-router-dom';
import { layoutText } from '@hall/model/texts/layout';
import { menuText } from '@hall/model/texts/menu';
import { paths } from '../../config/paths.ts';
import { useLogOut, useSignOutAtHome } from '../../hooks/use-log-out.ts';

// The top bar's links for a signed-in account's dining role (issue 30), in this same chunk.
export { RoleLinks } from './role-links.tsx';

/**
 * Profile and LogOut at the end of the phone menu (the avatar alone is easy to miss). Mounted
 * while signed in, hidden while the menu is closed, so a LogOut outlives the menu it closes; the
 * stylesheet hides them on wide screens, where the avatar sits in the bar.
 */
export default function MenuAccountEntries({ open, onDone }: { open: boolean; onDone: () => void }) {
  const logOut = useLogOut();
  // Mounted while anyone is signed in, on every page: it finishes every LogOut, the sidebar's too.
  useSignOutAtHome();
  return (
    <>
      <li className="nav__item--phone" hidden={!open}>
        <NavLink to={paths.profile.root} className="nav__link" onClick={onDone}>
          {layoutText.profile}
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
          {menuText.logOut}
        </button>
      </li>
    </>
  );
}
