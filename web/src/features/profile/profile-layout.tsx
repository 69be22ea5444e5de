import { layoutText } from '@hall/model/texts/layout';
import { profileText } from '@hall/model/texts/profile';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InstallApp } from '../../components/layout/install-app.tsx';
import { toast } from '../../components/ui/toast.ts';
import { approvedChange, decisionMessage } from '@hall/model';
import { paths } from '../../config/paths.ts';
import { useLogOut } from '../../hooks/use-log-out.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useLiveUpdates } from '../../lib/data/use-live.ts';
import { OfflineNotes } from './offline/offline-notes.tsx';
import { ProfileRecordContext } from './profile-record.ts';
import './profile.css';

const HISTORY_LINKS = [
  { to: paths.profile.tokenHistory, label: profileText.tokenHistory },
  { to: paths.profile.hallFeeHistory, label: profileText.hallFeeHistory },
  { to: paths.profile.roomHistory, label: profileText.roomHistory },
];

/** The profile's sidebar beside the page that /profile/* shows. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const logOut = useLogOut();
  // The office account has no student record: its name is the account's own.
  const record = useMyUser({ skip: isAdmin });
  // The office's decisions appear in the histories as they are made, with a toast (issue 19).
  useLiveUpdates(Boolean(user) && !isAdmin, (change) => {
    const text = decisionMessage(change);
    if (text) (approvedChange(change) ? toast.success : toast.error)(text);
  });
  const accountName = user?.displayName || user?.email || '';
  const shownName = isAdmin
    ? accountName
    : record.status === 'found'
      ? record.user.name
      : record.status === 'loading'
        ? ''
        : accountName;
  // /profile itself shows MyProfile, so its link reads as the current page there too.
  const onIndex = useLocation().pathname.replace(/\/+$/, '') === paths.profile.root;
  const links = [{ to: paths.profile.myProfile, label: profileText.myProfileLink }, ...(isAdmin ? [] : HISTORY_LINKS)];

  return (
    <div className="profile">
      <Card as="aside" fill className="stack profile__menu" aria-label={profileText.menu}>
        {isAdmin ? (
          <Button to={paths.dashboard.root}>{profileText.hallManagement}</Button>
        ) : (
          // The spec's 'Profile' as written: a small label, not in capitals (issue 35).
          <span className="profile__kicker" style={{ textTransform: 'none' }}>
            {layoutText.profile}
          </span>
        )}
        <p className="profile__name">{shownName}</p>
        <nav aria-label={layoutText.profile}>
          <ul className="profile__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    isActive || (onIndex && link.to === paths.profile.myProfile)
                      ? 'profile__link active'
                      : 'profile__link'
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <InstallApp />
        <Button variant="danger" onClick={logOut}>
          {profileText.logOut}
        </Button>
      </Card>
      <div className="profile__main">
        {isAdmin ? null : <OfflineNotes />}
        <ProfileRecordContext.Provider value={record}>{children}</ProfileRecordContext.Provider>
      </div>
    </div>
  );
}
