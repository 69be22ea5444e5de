import type { HallFee } from '@hall/model';
import { formatDate } from '../../lib/format-date.ts';
import { HistoryCard, MyHistory, StatusChip } from './history-frame.tsx';

function HallFeeItem({ item }: { item: HallFee }) {
  return (
    <HistoryCard
      rows={[
        ['Filed', formatDate(item.createdAt)],
        ['From', item.month_start],
        ['To', item.month_end],
        ['Level / Term', `L-${item.lavel}, T-${item.term}`],
        ['Transaction ID', item.Transaction_id],
        ['bKash number', item.bkash_number],
      ]}
    >
      <StatusChip record={item} />
    </HistoryCard>
  );
}

export function HallFeeHistory() {
  return (
    <MyHistory group="hallFees" title="Hall Fee History" empty="You have not paid a hall fee yet." Item={HallFeeItem} />
  );
}
