import { RoomAllotments } from '../../../features/dashboard/components/room-allotments.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.allotmentRequests);
  return <RoomAllotments details={false} />;
}
