import { HallThemeProvider } from '../../components/ui/hall-theme.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';

export function Component() {
  return (
    <HallThemeProvider>
      <ContactForm />
    </HallThemeProvider>
  );
}
