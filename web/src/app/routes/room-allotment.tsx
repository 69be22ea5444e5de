import { RoomAllotmentForm } from '../../features/requests/room-allotment-form.tsx';

export function Component() {
  return <RoomAllotmentForm />;
}
