import type { TokenPurchase } from '@hall/model';
import { PaidRequests } from './paid-requests.tsx';
import type { Column } from './record-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/** The columns both token lists share (spec: Stu_ID, Days, Amount, Tran_ID, bkash_no, Email, From, To). */
export const tokenColumns: Column<TokenPurchase>[] = [
  { header: 'Stu_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'Days', cell: (r) => r.package1, csv: (r) => r.package1 },
  { header: 'Amount', cell: (r) => r.amount, csv: (r) => r.amount },
  { header: 'Tran_ID', cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: 'bkash_no', cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: 'Email', wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
  { header: 'From', cell: (r) => formatDate(r.Start_date), csv: (r) => r.Start_date },
  { header: 'To', cell: (r) => formatDate(r.End_date), csv: (r) => r.End_date },
];

export function TokenRequests() {
  return (
    <PaidRequests kind="tokenPurchases" columns={tokenColumns} title="Token Requests" exportName="token-requests" />
  );
}
