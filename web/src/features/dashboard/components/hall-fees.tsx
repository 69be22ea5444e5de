import { useCallback, useMemo } from 'react';
import type { HallFee } from '@hall/model';
import { useRequestList } from '../api/use-request-list.ts';
import { reliedOnText } from '../utils/confirm-delete.ts';
import { RecordList, type Column } from './record-list.tsx';
import { ClearButton, StatusCell, statusText } from './request-cells.tsx';

const APPROVED_ONLY = { status: 'approved' } as const;
const levelTerm = (r: HallFee) => `L-${r.lavel}, T-${r.term}`;

const hallFeeColumns: Column<HallFee>[] = [
  { header: 'Stu_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'L/T', cell: levelTerm, csv: levelTerm },
  { header: 'From', cell: (r) => r.month_start, csv: (r) => r.month_start },
  { header: 'To', cell: (r) => r.month_end, csv: (r) => r.month_end },
  { header: 'Tran_ID', cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: 'bkash_no', cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: 'Email', cell: (r) => r.email, csv: (r) => r.email },
];

/**
 * Hall_Fee_req (every payment, Status to approve) and Hall_Fee_Details (approved payments), both
 * with Clear: a duplicate or bogus request must be clearable while pending (decision 014).
 */
export function HallFees({ details }: { details: boolean }) {
  const { paged, busy, approve, reject, clear } = useRequestList('hallFees', details ? APPROVED_ONLY : undefined);
  const approveOne = useCallback(
    (id: string, studentId: string) =>
      void approve(id, (data) => data.hallFees.approve(id), `the hall fee of ${studentId}`),
    [approve],
  );
  const rejectOne = useCallback(
    (id: string) => void reject(id, (data, reason) => data.hallFees.reject(id, reason)),
    [reject],
  );

  const columns = useMemo<Column<HallFee>[]>(
    () => [
      ...hallFeeColumns,
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
            onClear={() => void clear(r._id, (data) => data.hallFees.remove(r._id), reliedOnText(r, 'hall fee'))}
          />
        ),
      },
    ],
    [busy, approveOne, rejectOne, clear],
  );

  return (
    <RecordList
      title={details ? 'Hall Fee Details' : 'Hall Fee Requests'}
      paged={paged}
      columns={columns}
      exportName={details ? 'hall-fee-details' : 'hall-fee-requests'}
    />
  );
}
