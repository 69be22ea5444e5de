import type { TokenPurchase } from '@hall/model';
import { PaidRequests } from './paid-requests.tsx';
import type { Column } from './record-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { columnText, dashboardText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

/** The columns both token lists share (spec: Stu_ID, Days, Amount, Tran_ID, bkash_no, Email, From, To). */
export const tokenColumns: Column<TokenPurchase>[] = [
  { header: columnText.studentId, cell: (r) => r.id, csv: (r) => r.id },
  { header: listsText.tokens.days, cell: (r) => r.package1, csv: (r) => r.package1 },
  { header: listsText.tokens.amount, cell: (r) => r.amount, csv: (r) => r.amount },
  { header: columnText.transactionId, cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: columnText.bkashNumber, cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: columnText.email, wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
  { header: columnText.from, cell: (r) => formatDate(r.Start_date), csv: (r) => r.Start_date },
  { header: columnText.to, cell: (r) => formatDate(r.End_date), csv: (r) => r.End_date },
];

export function TokenRequests() {
  return (
    <PaidRequests
      kind="tokenPurchases"
      columns={tokenColumns}
      title={dashboardText.titles.tokenRequests}
      exportName="token-requests"
    />
  );
}
