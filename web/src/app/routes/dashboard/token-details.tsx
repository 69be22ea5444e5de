import { TokenDetails } from '../../../features/dashboard/components/token-details.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Token Details');
  return <TokenDetails />;
}
