import { TokenHistory } from '../../../features/profile/token-history.tsx';

export function Component() {
  return <TokenHistory />;
}
