import { lazy, Suspense, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import logoUrl from '../../assets/hall-logo.svg';
import { paths } from '../../config/paths.ts';
import { layoutText } from '@hall/model/texts/layout';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { AuthUser } from '../../lib/auth/session.ts';
import { MenuIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The top bar's links, in the spec's order and spelling. */
export const NAV_LINKS: ReadonlyArray<{ label: string; to: string }> = [
  { label: layoutText.home, to: paths.home },
  { label: layoutText.token, to: paths.token },
  { label: layoutText.hallFee, to: paths.hallFee },
  { label: layoutText.complains, to: paths.complain },
  { label: layoutText.room, to: paths.roomAllotment },
  { label: layoutText.contact, to: paths.contact },
];

const NAV_ID = 'main-nav';

// Profile and LogOut in the phone menu: loaded once someone is signed in (not on a visitor's first load).
const MenuAccountEntries = lazy(() => import('./menu-account.tsx'));

// A signed-in account's links (a student's, the office's, dining staff's) come with the signed-in
// chunk, off a visitor's first load; until it arrives, Home.
const RoleLinks = lazy(() => import('./menu-account.tsx').then((module) => ({ default: module.RoleLinks })));

function initialOf(user: AuthUser): string {
  const source = user.displayName?.trim() || user.email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

/** Signed in: an avatar to /profile. Signed out: Login. Still checking: a blank of the same size. */
function AccountControl() {
  const { status, user } = useAuth();
  if (status === 'signed-in' && user) {
    return (
      <Link
        to={paths.profile.root}
        className="avatar"
        aria-label={layoutText.profile}
        title={user.displayName ?? user.email ?? undefined}
      >
        <span aria-hidden="true">{initialOf(user)}</span>
      </Link>
    );
  }
  if (status === 'signed-out') {
    return (
      <Link to={paths.login} className="button button--on-dark">
        {layoutText.login}
      </Link>
    );
  }
  return <span className="account-placeholder" aria-hidden="true" />;
}

export function TopBar() {
  const location = useLocation();
  const { status } = useAuth();
  // The phone menu is open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  // Until React runs (the prerendered home page, or no scripts at all) the menu button is a plain
  // link to #main-nav, and CSS shows the menu as the link's target. Once React runs, it takes the
  // menu over (data-ready), keeping it open if it was opened before (decision 017).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (window.location.hash === `#${NAV_ID}`) setOpenOn(location.key);
    // Only on arrival: later hashes are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const toggle = () => setOpenOn(open ? null : location.key);
  const navItems = (links: ReadonlyArray<{ label: string; to: string }>) =>
    links.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} end={link.to === paths.home} className="nav__link" onClick={() => setOpenOn(null)}>
          {link.label}
        </NavLink>
      </li>
    ));
  const onMenuClick = (event: MouseEvent) => {
    event.preventDefault();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) setOpenOn(null);
    // A button answers Space as well as Enter (a link, Enter only).
    if (event.key === ' ' && event.target instanceof Element && event.target.classList.contains('menu-button')) {
      event.preventDefault();
      toggle();
    }
  };

  return (
    <header className="topbar" onKeyDown={onKeyDown} data-ready={ready || undefined}>
      <div className="topbar__inner">
        <Link to={paths.home} className="brand">
          <img className="brand__logo" src={logoUrl} alt="" width={40} height={40} />
          <span className="brand__name">{layoutText.hall}</span>
        </Link>
        <a
          href={`#${NAV_ID}`}
          role="button"
          className="icon-button menu-button"
          aria-label={layoutText.openMenu}
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={onMenuClick}
        >
          <MenuIcon open={open} />
        </a>
        <nav id={NAV_ID} className="nav" aria-label={layoutText.mainNav} data-open={open}>
          <ul className="nav__list">
            {status === 'signed-in' ? (
              <Suspense fallback={navItems(NAV_LINKS.slice(0, 1))}>
                <RoleLinks student={NAV_LINKS} render={navItems} />
              </Suspense>
            ) : (
              navItems(NAV_LINKS)
            )}
            {status === 'signed-in' ? (
              <Suspense>
                <MenuAccountEntries open={open} onDone={() => setOpenOn(null)} />
              </Suspense>
            ) : null}
            {/* Below 480 px the bar has no room beside the hall's name: the switch is in the menu. */}
            <li className="nav__item--narrow">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
        <div className="account">
          <LanguageSwitch />
          <AccountControl />
        </div>
      </div>
    </header>
  );
}
