import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { NavLink, useLocation, Link as RouterLink } from 'react-router-dom';
import { decisionMessage } from '@hall/model';
import { paths } from '../../config/paths.ts';
import { useLogOut } from '../../hooks/use-log-out.ts';
import { useMyUser } from '../../hooks/use-my-user.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useLiveUpdates } from '../../lib/data/use-live.ts';
import { ProfileRecordContext } from './profile-record.ts';
import './profile.css';

const HISTORY_LINKS = [
  { to: paths.profile.tokenHistory, label: 'Token History' },
  { to: paths.profile.hallFeeHistory, label: 'Hall Fee History' },
  { to: paths.profile.roomHistory, label: 'Room History' },
] as const;

/** The profile's sidebar beside the page that /profile/* shows. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const logOut = useLogOut();
  // The office account has no student record: its name is the account's own.
  const record = useMyUser({ skip: isAdmin });
  // The office's decisions appear in the histories as they are made, with a toast (issue 19).
  useLiveUpdates(Boolean(user) && !isAdmin, (change) => {
    const text = decisionMessage(change);
    if (text) (change.state === 'approved' ? toast.success : toast.error)(text);
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
  const links = [{ to: paths.profile.myProfile, label: 'MyProfile' }, ...(isAdmin ? [] : HISTORY_LINKS)];

  return (
    <Box
      className="profile"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' }, my: 3 }}
    >
      <Paper component="aside" variant="outlined" sx={{ p: 2, alignSelf: 'start' }} aria-label="Profile menu">
        <Stack spacing={2}>
          {isAdmin ? (
            <Button component={RouterLink} to={paths.dashboard.root} variant="contained">
              Hall Management
            </Button>
          ) : (
            // The spec's 'Profile' as written: the overline look without its capitals (issue 35).
            <Typography variant="overline" color="text.secondary" sx={{ textTransform: 'none' }}>
              Profile
            </Typography>
          )}
          <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
            {shownName}
          </Typography>
          <nav aria-label="Profile">
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
          <Button variant="outlined" color="error" onClick={logOut}>
            LogOut
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <ProfileRecordContext.Provider value={record}>{children}</ProfileRecordContext.Provider>
      </Box>
    </Box>
  );
}
