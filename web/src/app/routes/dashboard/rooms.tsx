import { RoomsView } from '../../../features/dashboard/rooms/rooms-view.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.rooms);
  return <RoomsView />;
}
