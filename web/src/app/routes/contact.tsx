import { ContactForm } from '../../features/contact/contact-form.tsx';

export function Component() {
  return <ContactForm />;
}
