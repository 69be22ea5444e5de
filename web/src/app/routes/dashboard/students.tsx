import { StudentsList } from '../../../features/dashboard/components/students-list.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.students);
  return <StudentsList />;
}
