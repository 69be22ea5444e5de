import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Sign Up');
  return <SignUpForm />;
}
