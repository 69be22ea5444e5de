import { layoutText } from '@hall/model/texts/layout';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(layoutText.login);
  return <LoginForm />;
}
