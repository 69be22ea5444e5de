import { DiningPage } from '../../features/dining/dining-page.tsx';

export function Component() {
  return <DiningPage />;
}
