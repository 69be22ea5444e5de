import type { ContactMessage } from '@hall/model';
import { queries } from '../../../lib/data/queries.ts';
import { useQuery } from '../../../lib/data/query.ts';
import { RecordList, type Column } from './record-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { columnText, dashboardText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

const text = listsText.messages;

// A contact message carries no student id: the office finds one by name or e-mail.
const byNameOrEmail = (r: ContactMessage) => [r.from_name, r.user_email, r.senderEmail];
const sent = (r: ContactMessage) => r.createdAt.slice(0, 10);

const columns: Column<ContactMessage>[] = [
  { header: columnText.date, cell: (r) => formatDate(r.createdAt), csv: sent },
  // The name is what the sender typed; beside it the signed-in account that really sent it.
  { header: columnText.name, wrap: 'text', cell: (r) => r.from_name, csv: (r) => r.from_name },
  { header: text.account, wrap: 'email', cell: (r) => r.senderEmail, csv: (r) => r.senderEmail },
  { header: columnText.email, wrap: 'email', cell: (r) => r.user_email, csv: (r) => r.user_email },
  {
    header: text.message,
    wrap: 'text',
    cell: (r) => <span className="message-text">{r.message}</span>,
    csv: (r) => r.message,
  },
];

/** Messages sent through the contact page (stored by the API beside the e-mail). */
export function MessagesList() {
  const state = useQuery(queries.contactMessages());
  return (
    <RecordList
      title={dashboardText.titles.messages}
      state={state}
      columns={columns}
      searchKeys={byNameOrEmail}
      searchLabel={text.searchByNameOrEmail}
      exportName="messages"
    />
  );
}
