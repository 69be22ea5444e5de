import { RoomHistory } from '../../../features/profile/room-history.tsx';

export function Component() {
  return <RoomHistory />;
}
