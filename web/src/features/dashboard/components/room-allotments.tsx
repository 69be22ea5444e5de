import { useMemo, useState } from 'react';
import { APPROVED_PART, isApproved, isRejected, type RoomAllotment } from '@hall/model';
import { Chip } from '../../../components/ui/chip.tsx';
import { useRequestList } from '../api/use-request-list.ts';
import { reliedOnText } from '../utils/confirm-delete.ts';
import { AllocateRoom, AcceptedCount, FreeRoomsList, useHallRooms } from './room-allocate.tsx';
import { RecordList, type Column } from './record-list.tsx';
import { ClearButton, RejectButton, RejectedNote, statusText } from './request-cells.tsx';
import { columnText, dashboardText, requestText } from '@hall/model/texts/dashboard';
import { listsText } from '@hall/model/texts/dashboard-lists';

const text = listsText.allotments;

const studentIds = (r: RoomAllotment) => [r.student_Id_1, r.student_Id_2, r.student_Id_3, r.student_Id_4];
const rooms = (r: RoomAllotment) => [r.room_1, r.room_2, r.room_3, r.room_4];
// The search finds the applicant's id from its start (decision 016).
const APPROVED_ONLY = { status: APPROVED_PART };

const allotmentColumns: Column<RoomAllotment>[] = [
  {
    header: text.studentIds,
    cell: (r) => (
      <>
        <List values={studentIds(r)} />
        <AcceptedCount record={r} />
      </>
    ),
    csv: (r) => studentIds(r).join(' '),
  },
  { header: text.roomChoices, cell: (r) => <List values={rooms(r)} />, csv: (r) => rooms(r).join(' ') },
  { header: text.previousRoom, cell: (r) => r.pre_room, csv: (r) => r.pre_room },
  { header: columnText.email, wrap: 'email', cell: (r) => r.email, csv: (r) => r.email },
];

function List({ values }: { values: readonly string[] }) {
  return (
    <ul className="cell-list">
      {values.map((value, index) => (
        <li key={index}>{value}</li>
      ))}
    </ul>
  );
}

/** Allotement_Req (allocate a room, which approves) and Allotement_Details (approved, with the room and Clear). */
export function RoomAllotments({ details }: { details: boolean }) {
  const { paged, busy, approve, reject, clear } = useRequestList('roomAllotments', details ? APPROVED_ONLY : undefined);
  // The hall's rooms are asked for when the office first goes to allot one: the fields offer those
  // with free beds and check a typed room against all.
  const [offerRooms, setOfferRooms] = useState(false);
  const hallRooms = useHallRooms(offerRooms);

  const columns = useMemo<Column<RoomAllotment>[]>(
    () =>
      details
        ? [
            ...allotmentColumns,
            { header: text.allocatedRoom, cell: (r) => r.SelectedRoom ?? '', csv: (r) => r.SelectedRoom ?? '' },
            {
              header: requestText.clearHeader,
              action: true,
              cell: (r) => (
                <ClearButton
                  busy={busy.has(r._id)}
                  onClear={() =>
                    void clear(r._id, (data) => data.roomAllotments.remove(r._id), reliedOnText(r, 'room'))
                  }
                />
              ),
            },
          ]
        : [
            ...allotmentColumns,
            {
              header: text.allocate,
              action: true,
              cell: (r) =>
                isApproved(r) ? (
                  <Chip label={requestText.approvedRoom(r.SelectedRoom ?? '')} tone="success" size="small" />
                ) : isRejected(r) ? (
                  <RejectedNote record={r} />
                ) : (
                  <>
                    <AllocateRoom
                      record={r}
                      busy={busy.has(r._id)}
                      hallRooms={hallRooms}
                      onFocus={() => setOfferRooms(true)}
                      onAllocate={(room, alone, refused) =>
                        approve(
                          r._id,
                          (data) =>
                            alone
                              ? data.roomAllotments.approve(r._id, room, { alone })
                              : data.roomAllotments.approve(r._id, room),
                          requestText.theRoom(room, r.id, alone),
                          refused,
                        )
                      }
                    />
                    <RejectButton
                      busy={busy.has(r._id)}
                      onReject={() => void reject(r._id, (data, reason) => data.roomAllotments.reject(r._id, reason))}
                    />
                  </>
                ),
              csv: (r) => (isApproved(r) ? (r.SelectedRoom ?? '') : statusText(r)),
            },
          ],
    [busy, approve, reject, clear, details, hallRooms],
  );

  return (
    <>
      <RecordList
        title={details ? dashboardText.titles.allotmentDetails : dashboardText.titles.allotmentRequests}
        paged={paged}
        columns={columns}
        exportName={details ? 'allotment-details' : 'allotment-requests'}
      />
      {details ? null : <FreeRoomsList hallRooms={hallRooms} />}
    </>
  );
}
