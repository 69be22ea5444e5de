import { NoticeUpload } from '../../../features/dashboard/components/notice-upload.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.notice);
  return <NoticeUpload />;
}
