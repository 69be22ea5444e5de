import { MyProfile } from '../../../features/profile/my-profile.tsx';

export function Component() {
  return <MyProfile />;
}
