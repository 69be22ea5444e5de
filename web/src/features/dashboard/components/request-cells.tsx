import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { isApproved } from '@hall/model';

/** The spec's Status cell: a Pending button that approves, or an Approved badge. */
export function StatusCell({ record, busy, onApprove }: { record: { status?: string }; busy: boolean; onApprove: () => void }) {
  if (isApproved(record)) return <Chip label="Approved" color="success" size="small" />;
  return (
    <Button variant="contained" color="warning" size="small" disabled={busy} onClick={onApprove}>
      Pending
    </Button>
  );
}

export function ClearButton({ busy, onClear }: { busy: boolean; onClear: () => void }) {
  return (
    <Button variant="outlined" color="error" size="small" disabled={busy} onClick={onClear}>
      Clear
    </Button>
  );
}

export const statusText = (record: { status?: string }) => (isApproved(record) ? 'Approved' : 'Pending');
