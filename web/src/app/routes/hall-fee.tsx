import { HallFeeForm } from '../../features/requests/hall-fee-form.tsx';

export function Component() {
  return <HallFeeForm />;
}
