import { HomePage } from '../../features/home/components/home-page.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle();
  return <HomePage />;
}
