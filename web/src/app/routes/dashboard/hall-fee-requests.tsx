import { HallFees } from '../../../features/dashboard/components/hall-fees.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.hallFeeRequests);
  return <HallFees details={false} />;
}
