import { MessagesList } from '../../../features/dashboard/components/messages-list.tsx';
import { dashboardText } from '@hall/model/texts/dashboard';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle(dashboardText.titles.messages);
  return <MessagesList />;
}
