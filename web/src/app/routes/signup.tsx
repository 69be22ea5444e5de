import { layoutText } from '@hall/model/texts/layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(layoutText.signUp);
  return <SignUpForm />;
}
