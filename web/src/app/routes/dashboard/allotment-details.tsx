import { RoomAllotments } from '../../../features/dashboard/components/room-allotments.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Allotment Details');
  return <RoomAllotments details />;
}
