import { Outlet } from 'react-router-dom';
import { ProfileLayout } from '../../../features/profile/profile-layout.tsx';

/** /profile: the sidebar, and MyProfile or a history beside it. */
export function Component() {
  return (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  );
}
