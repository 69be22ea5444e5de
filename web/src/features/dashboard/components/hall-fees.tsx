import { APPROVED_PART } from '@hall/model';
import type { HallFee } from '@hall/model';
import { PaidRequests } from './paid-requests.tsx';
import type { Column } from './record-list.tsx';
import { hallFeeMonths } from '../../../lib/format-date.ts';

const APPROVED_ONLY = { status: APPROVED_PART };
const levelTerm = (r: HallFee) => `L-${r.lavel}, T-${r.term}`;

const hallFeeColumns: Column<HallFee>[] = [
  { header: 'Stu_ID', cell: (r) => r.id, csv: (r) => r.id },
  { header: 'L/T', cell: levelTerm, csv: levelTerm },
  { header: 'From', cell: (r) => hallFeeMonths(r).start, csv: (r) => r.month_start },
  { header: 'To', cell: (r) => hallFeeMonths(r).end, csv: (r) => r.month_end },
  { header: 'Tran_ID', cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: 'bkash_no', cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: 'Email', wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
];

/**
 * Hall_Fee_req (every payment, Status to approve) and Hall_Fee_Details (approved payments), both
 * with Clear: a duplicate or bogus request must be clearable while pending (decision 014).
 */
export function HallFees({ details }: { details: boolean }) {
  return (
    <PaidRequests
      kind="hallFees"
      columns={hallFeeColumns}
      fixed={details ? APPROVED_ONLY : undefined}
      title={details ? 'Hall Fee Details' : 'Hall Fee Requests'}
      exportName={details ? 'hall-fee-details' : 'hall-fee-requests'}
    />
  );
}
