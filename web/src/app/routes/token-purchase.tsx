import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';
import { TokenPurchaseForm } from '../../features/requests/token-purchase-form.tsx';

export function Component() {
  return (
    <HallThemeProvider>
      <TokenPurchaseForm />
    </HallThemeProvider>
  );
}
