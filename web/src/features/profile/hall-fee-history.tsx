import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { APPROVED_STATUS, type HallFee } from '@hall/model';
import { formatDate } from '../../lib/format-date.ts';
import { Facts, HistoryFrame } from './history-frame.tsx';
import { useMyList } from './use-my-list.ts';

export function StatusChip({ approved }: { approved: boolean }) {
  return approved ? (
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
        <StatusChip approved={item.status === APPROVED_STATUS} />
      </Stack>
    </Paper>
  );
}

export function HallFeeHistory() {
  const { state, loadMore } = useMyList('hallFees');
  return (
    <HistoryFrame
      title="Hall Fee History"
      state={state}
      loadMore={loadMore}
      empty="You have not paid a hall fee yet."
      renderItem={(item) => <HallFeeItem key={item._id} item={item} />}
    />
  );
}
