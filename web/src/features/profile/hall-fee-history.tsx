import type { HallFee } from '@hall/model';
import { formatDate, formatHallFeeMonths, hallFeeMonths } from '../../lib/format-date.ts';
import { HistoryCard, StatusChip } from './history-card.tsx';
import { MyHistory } from './history-frame.tsx';

function HallFeeItem({ item }: { item: HallFee }) {
  const months = hallFeeMonths(item);
  return (
    <HistoryCard
      label={`Hall fee ${formatHallFeeMonths(item)}`}
      rows={[
        ['Filed', formatDate(item.createdAt)],
        ['From', months.start],
        ['To', months.end],
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
