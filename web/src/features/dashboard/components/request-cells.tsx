import { memo } from 'react';
import { isApproved, isRejected } from '@hall/model';
import { Button } from '../../../components/ui/button.tsx';
import { Chip } from '../../../components/ui/chip.tsx';
import { requestText as text } from '@hall/model/texts/dashboard';

type Decided = { status?: string; rejectReason?: string };

/**
 * The spec's Status cell: a Pending button that approves, or an Approved badge. Beside Pending,
 * Reject (decision 031); a rejected request shows Rejected and its reason. Memoised with
 * callbacks that take the id, so typing in the search box does not redraw every row's buttons.
 */
export const StatusCell = memo(function StatusCell({
  record,
  busy,
  onApprove,
  onReject,
}: {
  record: Decided & { _id: string; id: string };
  busy: boolean;
  onApprove: (id: string, studentId: string) => void;
  onReject: (id: string) => void;
}) {
  if (isApproved(record)) return <Chip label={text.approved} tone="success" size="small" />;
  if (isRejected(record)) return <RejectedNote record={record} />;
  return (
    <div className="status-actions">
      <Button variant="warning" size="small" disabled={busy} onClick={() => onApprove(record._id, record.id)}>
        {text.pending}
      </Button>
      <RejectButton busy={busy} onReject={() => onReject(record._id)} />
    </div>
  );
});

export function RejectButton({ busy, onReject }: { busy: boolean; onReject: () => void }) {
  return (
    <Button variant="danger" size="small" disabled={busy} onClick={onReject}>
      {text.reject}
    </Button>
  );
}

export function RejectedNote({ record }: { record: Decided }) {
  return (
    <div className="rejected-note">
      <Chip label={text.rejected} tone="danger" size="small" outlined />
      <span>{record.rejectReason}</span>
    </div>
  );
}

export function ClearButton({ busy, onClear }: { busy: boolean; onClear: () => void }) {
  return (
    <Button variant="danger" size="small" disabled={busy} onClick={onClear}>
      {text.clear}
    </Button>
  );
}

export const statusText = (record: Decided) =>
  isApproved(record) ? text.approved : isRejected(record) ? text.rejectedWith(record.rejectReason ?? '') : text.pending;
