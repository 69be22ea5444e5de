import { APPROVED_PART } from '@hall/model';
import type { HallFee } from '@hall/model';
import { PaidRequests } from './paid-requests.tsx';
import type { Column } from './record-list.tsx';
import { hallFeeMonths } from '../../../lib/format-date.ts';
import { columnText, dashboardText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

const APPROVED_ONLY = { status: APPROVED_PART };
const levelTerm = (r: HallFee) => listsText.hallFees.levelTermOf(r.lavel, r.term);

const hallFeeColumns: Column<HallFee>[] = [
  { header: columnText.studentId, cell: (r) => r.id, csv: (r) => r.id },
  { header: listsText.hallFees.levelTerm, cell: levelTerm, csv: levelTerm },
  { header: columnText.from, cell: (r) => hallFeeMonths(r).start, csv: (r) => r.month_start },
  { header: columnText.to, cell: (r) => hallFeeMonths(r).end, csv: (r) => r.month_end },
  { header: columnText.transactionId, cell: (r) => r.Transaction_id, csv: (r) => r.Transaction_id },
  { header: columnText.bkashNumber, cell: (r) => r.bkash_number, csv: (r) => r.bkash_number },
  { header: columnText.email, wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
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
      title={details ? dashboardText.titles.hallFeeDetails : dashboardText.titles.hallFeeRequests}
      exportName={details ? 'hall-fee-details' : 'hall-fee-requests'}
    />
  );
}
