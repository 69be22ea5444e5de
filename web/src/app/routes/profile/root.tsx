import { Outlet } from 'react-router-dom';
import { HallThemeProvider } from '../../../components/ui/hall-theme.tsx';
import { ProfileLayout } from '../../../features/profile/profile-layout.tsx';

/** /profile: the sidebar, and MyProfile or a history beside it. */
export function Component() {
  return (
    <HallThemeProvider>
      <ProfileLayout>
        <Outlet />
      </ProfileLayout>
    </HallThemeProvider>
  );
}
