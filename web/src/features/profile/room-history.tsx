import { APPROVED_STATUS, type RoomAllotment } from '@hall/model';
import { formatDate } from '../../lib/format-date.ts';
import { HistoryCard, StatusChip } from './history-card.tsx';
import { MyHistory } from './history-frame.tsx';

function RoomItem({ item }: { item: RoomAllotment }) {
  const approved = item.status === APPROVED_STATUS;
  return (
    <HistoryCard
      rows={[
        ['Filed', formatDate(item.createdAt)],
        ['Apply date', formatDate(item.apply_date)],
        ['Student IDs', [item.student_Id_1, item.student_Id_2, item.student_Id_3, item.student_Id_4].join(', ')],
        ['Room choices', [item.room_1, item.room_2, item.room_3, item.room_4].join(', ')],
        ['Previous room', item.pre_room],
      ]}
    >
      {approved && item.SelectedRoom ? <p className="history__allocated">Allocated room: {item.SelectedRoom}</p> : null}
      <StatusChip record={item} />
    </HistoryCard>
  );
}

export function RoomHistory() {
  return (
    <MyHistory
      group="roomAllotments"
      title="Room History"
      empty="You have not applied for a room yet."
      Item={RoomItem}
    />
  );
}
