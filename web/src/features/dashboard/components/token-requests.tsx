import { useMemo } from 'react';
import type { TokenPurchase } from '@hall/model';
import { useData } from '../../../lib/data/context.ts';
import { useRequestList } from '../api/use-request-list.ts';
import { reliedOnText } from '../utils/confirm-delete.ts';
import { RecordList, type Column } from './record-list.tsx';
import { ClearButton, StatusCell, statusText } from './request-cells.tsx';

/** The columns both token lists share (spec: Stu_ID, Days, Amount, Tran_ID, bkash_no, Email, From, To). */
export const tokenColumns: Column<TokenPurchase>[] = [
  { header: 'Stu_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'Days', cell: (r) => r.package1, csv: (r) => r.package1 },
  { header: 'Amount', cell: (r) => r.amount, csv: (r) => r.amount },
  { header: 'Tran_ID', cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: 'bkash_no', cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: 'Email', cell: (r) => r.email, csv: (r) => r.email },
  { header: 'From', cell: (r) => r.Start_date, csv: (r) => r.Start_date },
  { header: 'To', cell: (r) => r.End_date, csv: (r) => r.End_date },
];

export function TokenRequests() {
  const data = useData();
  const { paged, busy, approve, clear } = useRequestList(data.tokenPurchases);

  const columns = useMemo<Column<TokenPurchase>[]>(
    () => [
      ...tokenColumns,
      {
        header: 'Status',
        action: true,
        cell: (r) => (
          <StatusCell record={r} busy={busy.has(r._id)} onApprove={() => void approve(r._id, () => data.tokenPurchases.approve(r._id), {}, `the token of ${r.id}`)} />
        ),
        csv: statusText,
      },
      {
        header: 'Clear',
        action: true,
        cell: (r) => <ClearButton busy={busy.has(r._id)} onClear={() => void clear(r._id, () => data.tokenPurchases.remove(r._id), reliedOnText(r, 'token'))} />,
      },
    ],
    [busy, approve, clear, data],
  );

  return <RecordList title="Token Requests" paged={paged} columns={columns} exportName="token-requests" />;
}
