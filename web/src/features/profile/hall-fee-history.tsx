import { historyText as text } from '@hall/model/texts/history';
import type { HallFee } from '@hall/model';
import { formatDate, formatHallFeeMonths, hallFeeMonths } from '../../lib/format-date.ts';
import { HistoryCard, StatusChip } from './history-card.tsx';
import { MyHistory } from './history-frame.tsx';

function HallFeeItem({ item }: { item: HallFee }) {
  const months = hallFeeMonths(item);
  return (
    <HistoryCard
      label={text.hallFee(formatHallFeeMonths(item))}
      rows={[
        [text.filed, formatDate(item.createdAt)],
        [text.from, months.start],
        [text.to, months.end],
        [text.levelTerm, text.levelTermOf(item.lavel, item.term)],
        [text.transactionId, item.Transaction_id],
        [text.bkashNumber, item.bkash_number],
      ]}
    >
      <StatusChip record={item} />
    </HistoryCard>
  );
}

export function HallFeeHistory() {
  return <MyHistory group="hallFees" title={text.hallFeeHistory} empty={text.noHallFee} Item={HallFeeItem} />;
}
