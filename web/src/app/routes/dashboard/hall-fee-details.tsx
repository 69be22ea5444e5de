import { HallFees } from '../../../features/dashboard/components/hall-fees.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Hall Fee Details');
  return <HallFees details />;
}
