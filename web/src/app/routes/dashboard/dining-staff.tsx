import { DiningStaff } from '../../../features/dashboard/components/dining-staff.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.diningStaff);
  return <DiningStaff />;
}
