import { APPROVED_STATUS, type RecordKind } from '@hall/model';

/**
 * The room that clearing this record frees (decision 034): an approved room application's
 * SelectedRoom, else null. Both stores log `room_released` with it beside the `clear`.
 */
export function releasedRoom(kind: RecordKind, record: object): string | null {
  if (kind !== 'roomAllotments') return null;
  const { status, SelectedRoom } = record as { status?: unknown; SelectedRoom?: unknown };
  return status === APPROVED_STATUS && typeof SelectedRoom === 'string' && SelectedRoom !== '' ? SelectedRoom : null;
}
