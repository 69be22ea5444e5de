import { historyText as text } from '@hall/model/texts/history';
import { APPROVED_STATUS, type RoomAllotment } from '@hall/model';
import { formatDate } from '../../lib/format-date.ts';
import { HistoryCard, StatusChip } from './history-card.tsx';
import { MyHistory } from './history-frame.tsx';

function RoomItem({ item }: { item: RoomAllotment }) {
  const approved = item.status === APPROVED_STATUS;
  return (
    <HistoryCard
      rows={[
        [text.filed, formatDate(item.createdAt)],
        [text.applyDate, formatDate(item.apply_date)],
        [text.studentIds, [item.student_Id_1, item.student_Id_2, item.student_Id_3, item.student_Id_4].join(', ')],
        [text.roomChoices, [item.room_1, item.room_2, item.room_3, item.room_4].join(', ')],
        [text.previousRoom, item.pre_room],
      ]}
    >
      {approved && item.SelectedRoom ? (
        <p className="history__allocated">{text.allocatedRoom(item.SelectedRoom)}</p>
      ) : null}
      <StatusChip record={item} />
    </HistoryCard>
  );
}

export function RoomHistory() {
  return <MyHistory group="roomAllotments" title={text.roomHistory} empty={text.noRoom} Item={RoomItem} />;
}
