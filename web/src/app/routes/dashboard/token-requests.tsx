import { TokenRequests } from '../../../features/dashboard/components/token-requests.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Token Requests');
  return <TokenRequests />;
}
