import { NoticeUpload } from '../../../features/dashboard/components/notice-upload.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Notice');
  return <NoticeUpload />;
}
