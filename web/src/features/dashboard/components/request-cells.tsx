import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { isApproved, isRejected } from '../utils/order.ts';

type Decided = { status?: string; rejectReason?: string };

/**
 * The spec's Status cell: a Pending button that approves, or an Approved badge. Beside Pending,
 * Reject (decision 019); a rejected request shows Rejected and its reason.
 */
export function StatusCell({ record, busy, onApprove, onReject }: { record: Decided; busy: boolean; onApprove: () => void; onReject?: () => void }) {
  if (isApproved(record)) return <Chip label="Approved" color="success" size="small" />;
  if (isRejected(record)) return <RejectedNote record={record} />;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="warning" size="small" disabled={busy} onClick={onApprove}>
        Pending
      </Button>
      {onReject && <RejectButton busy={busy} onReject={onReject} />}
    </Stack>
  );
}

export function RejectButton({ busy, onReject }: { busy: boolean; onReject: () => void }) {
  return (
    <Button variant="outlined" color="error" size="small" disabled={busy} onClick={onReject}>
      Reject
    </Button>
  );
}

export function RejectedNote({ record }: { record: Decided }) {
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip label="Rejected" color="error" size="small" variant="outlined" />
      <span className="reject-reason">{record.rejectReason}</span>
    </Stack>
  );
}

export function ClearButton({ busy, onClear }: { busy: boolean; onClear: () => void }) {
  return (
    <Button variant="outlined" color="error" size="small" disabled={busy} onClick={onClear}>
      Clear
    </Button>
  );
}

export const statusText = (record: Decided) => (isApproved(record) ? 'Approved' : isRejected(record) ? `Rejected: ${record.rejectReason ?? ''}` : 'Pending');
