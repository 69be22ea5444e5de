import { TokenDetails } from '../../../features/dashboard/components/token-details.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.tokenDetails);
  return <TokenDetails />;
}
