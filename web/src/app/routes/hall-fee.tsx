import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';
import { HallFeeForm } from '../../features/requests/hall-fee-form.tsx';

export function Component() {
  return (
    <HallThemeProvider>
      <HallFeeForm />
    </HallThemeProvider>
  );
}
