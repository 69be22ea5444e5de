import { TokenPurchaseForm } from '../../features/requests/token-purchase-form.tsx';

export function Component() {
  return <TokenPurchaseForm />;
}
