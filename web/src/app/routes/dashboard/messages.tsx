import { MessagesList } from '../../../features/dashboard/components/messages-list.tsx';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

export function Component() {
  usePageTitle('Messages');
  return <MessagesList />;
}
