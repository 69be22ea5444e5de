import { useCallback, useMemo } from 'react';
import type { TokenPurchase } from '@hall/model';
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
  const { paged, busy, approve, reject, clear } = useRequestList('tokenPurchases');
  const approveOne = useCallback(
    (id: string, studentId: string) =>
      void approve(id, (data) => data.tokenPurchases.approve(id), `the token of ${studentId}`),
    [approve],
  );
  const rejectOne = useCallback(
    (id: string) => void reject(id, (data, reason) => data.tokenPurchases.reject(id, reason)),
    [reject],
  );

  const columns = useMemo<Column<TokenPurchase>[]>(
    () => [
      ...tokenColumns,
      {
        header: 'Status',
        action: true,
        cell: (r) => <StatusCell record={r} busy={busy.has(r._id)} onApprove={approveOne} onReject={rejectOne} />,
        csv: statusText,
      },
      {
        header: 'Clear',
        action: true,
        cell: (r) => (
          <ClearButton
            busy={busy.has(r._id)}
            onClear={() => void clear(r._id, (data) => data.tokenPurchases.remove(r._id), reliedOnText(r, 'token'))}
          />
        ),
      },
    ],
    [busy, approveOne, rejectOne, clear],
  );

  return <RecordList title="Token Requests" paged={paged} columns={columns} exportName="token-requests" />;
}
