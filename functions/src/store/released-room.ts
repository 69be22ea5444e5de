import { APPROVED_STATUS, type ActivitySubject, type RecordKind, type RoomAllotment } from '@hall/model';

/**
 * The room that clearing this record frees (decision 034): an approved room application's
 * SelectedRoom, else null. Both stores log `room_released` with it beside the `clear`.
 */
export function releasedRoom(kind: RecordKind, record: object): string | null {
  if (kind !== 'roomAllotments') return null;
  const { status, SelectedRoom } = record as { status?: unknown; SelectedRoom?: unknown };
  return status === APPROVED_STATUS && typeof SelectedRoom === 'string' && SelectedRoom !== '' ? SelectedRoom : null;
}

/**
 * A room application's entry in both stores' allotments: `allocate` with what it set and the
 * application after, or `room_released` with the room a re-allotted group left and the application before.
 */
export function allotmentSubject(allotment: RoomAllotment, changes: object): ActivitySubject {
  return { collection: 'roomAllotments', recordId: allotment._id, studentId: allotment.id, changes, record: allotment };
}
