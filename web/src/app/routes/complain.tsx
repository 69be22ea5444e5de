import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';
import { ComplaintForm } from '../../features/requests/complaint-form.tsx';

export function Component() {
  return (
    <HallThemeProvider>
      <ComplaintForm />
    </HallThemeProvider>
  );
}
