import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVED_STATUS, REJECTED_STATUS, type HallFee } from '@hall/model';
import { formatDate } from '../../lib/format-date.ts';
import { Facts, MyHistory } from './history-frame.tsx';

/** Approved or Pending (the spec's), or Rejected with the office's reason (decision 019). */
export function StatusChip({ record }: { record: { status?: string; rejectReason?: string } }) {
  if (record.status === REJECTED_STATUS) {
    return (
      <Stack spacing={0.5} alignItems="flex-start">
        <Chip label="Rejected" color="error" sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="body2">Reason: {record.rejectReason}</Typography>
      </Stack>
    );
  }
  return record.status === APPROVED_STATUS ? (
    <Chip label="Approved" color="success" sx={{ alignSelf: 'flex-start' }} />
  ) : (
    <Chip label="Pending" color="warning" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
  );
}

function HallFeeItem({ item }: { item: HallFee }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Facts
          rows={[
            ['Filed', formatDate(item.createdAt)],
            ['From', item.month_start],
            ['To', item.month_end],
            ['Level / Term', `L-${item.lavel}, T-${item.term}`],
            ['Transaction ID', item.Transaction_id],
            ['bKash number', item.bkash_number],
          ]}
        />
        <StatusChip record={item} />
      </Stack>
    </Paper>
  );
}

export function HallFeeHistory() {
  return (
    <MyHistory group="hallFees" title="Hall Fee History" empty="You have not paid a hall fee yet." Item={HallFeeItem} />
  );
}
