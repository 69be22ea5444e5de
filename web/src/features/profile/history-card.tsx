// The parts of the profile's pages in the hall's plain controls: label/value rows, one history
// item, its status. No MUI, so /profile loads none.
import { historyText as text } from '@hall/model/texts/history';
import type { ReactNode } from 'react';
import { APPROVED_STATUS, REJECTED_STATUS } from '@hall/model';
import { Card } from '../../components/ui/card.tsx';
import { Chip } from '../../components/ui/chip.tsx';
import { Facts as FactList } from '../../components/ui/facts.tsx';

/** Label/value rows: a history card's, the profile's. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return <FactList rows={rows} className="history__facts" />;
}

/** One submission in a history: its label/value rows, then what follows them (status, actions). */
export function HistoryCard({
  label,
  rows,
  children,
}: {
  label?: string;
  rows: Array<[string, ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <Card as="li" fill className="stack stack--tight history__item" aria-label={label}>
      <Facts rows={rows} />
      {children}
    </Card>
  );
}

/** Approved or Pending (the spec's), or Rejected with the office's reason (decision 031). */
export function StatusChip({ record }: { record: { status?: string; rejectReason?: string } }) {
  if (record.status === REJECTED_STATUS) {
    return (
      <div className="stack stack--tight">
        <Chip label={text.rejected} tone="danger" />
        <p className="history__reason">{text.reason(record.rejectReason ?? '')}</p>
      </div>
    );
  }
  return record.status === APPROVED_STATUS ? (
    <Chip label={text.approved} tone="success" />
  ) : (
    <Chip label={text.pending} tone="warning" outlined />
  );
}
