import { HallFeeHistory } from '../../../features/profile/hall-fee-history.tsx';

export function Component() {
  return <HallFeeHistory />;
}
