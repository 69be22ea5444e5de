import { DiningStaff } from '../../../features/dashboard/components/dining-staff.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Dining staff');
  return <DiningStaff />;
}
