import { RoomsView } from '../../../features/dashboard/rooms/rooms-view.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Rooms');
  return <RoomsView />;
}
