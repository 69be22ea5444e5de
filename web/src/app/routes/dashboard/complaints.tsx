import { ComplaintsBox } from '../../../features/dashboard/components/complaints-box.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Complains Box');
  return <ComplaintsBox />;
}
