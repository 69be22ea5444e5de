import { TokenRequests } from '../../../features/dashboard/components/token-requests.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.tokenRequests);
  return <TokenRequests />;
}
