import { StudentsList } from '../../../features/dashboard/components/students-list.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Students');
  return <StudentsList />;
}
