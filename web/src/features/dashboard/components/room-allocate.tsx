// Allotement_Req's allocation (issue 31): the spec's 'Allocated room..' field and Submit, the
// rooms with free beds offered as the office types, a room not in the hall's list said under the
// field before sending, "Allot alone" for an applicant whose named students have not all
// accepted, and the API's refusal (a full room naming who lives there, the roommates' answers, a
// student housed elsewhere) beside the request.
import { useCallback, useId, useState } from 'react';
import {
  acceptedCount,
  findRoom,
  roomAllocationInput,
  roomMessages,
  type RoomAllotment,
  type RoomListing,
} from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { DataError } from '../../../lib/data/port.ts';
import { queries } from '../../../lib/data/queries.ts';
import { problemText, useQuery } from '../../../lib/data/query.ts';
import { freeText } from '../rooms/rooms-view-model.ts';
import { listsText } from '@hall/model/texts/dashboard-lists';

const text = listsText.allotments;

/** The datalist every allocation field offers. */
const FREE_ROOMS_LIST = 'rooms-with-free-beds';

/** "2 of 3 accepted"; nothing for an application naming no one. */
export function AcceptedCount({ record }: { record: RoomAllotment }) {
  const { accepted, named } = acceptedCount(record);
  return named > 0 ? <p className="allocate__accepted">{roomMessages.acceptedCount(accepted, named)}</p> : null;
}

/**
 * Every room of the hall once `asked` (undefined before). The Rooms view's listing, under the room
 * applications' key: an allotment, a clear or a live change reloads it, so a room just filled is
 * no longer offered.
 */
export const useHallRooms = (asked: boolean) => useQuery(asked ? queries.roomListings() : null).data;

/** The hall's rooms with free beds (none until asked for): each "312" with "3rd floor, 1 free". */
export function FreeRoomsList({ hallRooms }: { hallRooms: readonly RoomListing[] | undefined }) {
  return (
    <datalist id={FREE_ROOMS_LIST}>
      {(hallRooms ?? [])
        .filter((room) => room.free > 0)
        .map((room) => (
          <option key={room.number} value={room.number}>{`${room.floor}, ${freeText(room)}`}</option>
        ))}
    </datalist>
  );
}

/** A refusal's words: the field's own message for an unknown room, else the API's. */
const refusalText = (error: unknown) =>
  (error instanceof DataError ? error.fields?.SelectedRoom : undefined) ?? problemText(error);

/**
 * A typed room the hall's list does not have, under the field before sending (the API refuses it
 * too, decision 034). Unchecked until the list has come, or when it is empty.
 */
export function unknownAllocatedRoom(typed: string, hallRooms: readonly RoomListing[]): Record<string, string> {
  const room = typed.trim();
  if (hallRooms.length === 0 || room === '' || findRoom(hallRooms, room)) return {};
  return { SelectedRoom: roomMessages.unknownRoom(room) };
}

export function AllocateRoom({
  record,
  busy,
  hallRooms,
  onFocus,
  onAllocate,
}: {
  record: RoomAllotment;
  busy: boolean;
  /** Every room of the hall (undefined until the office first focuses an allocation field). */
  hallRooms: readonly RoomListing[] | undefined;
  onFocus: () => void;
  onAllocate: (room: string, alone: boolean, refused: (error: unknown) => void) => Promise<boolean>;
}) {
  const aloneId = useId();
  const [alone, setAlone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Not emptied after sending: an undone or refused approval keeps the room typed.
  const form = useForm({
    initial: { SelectedRoom: '' },
    schema: roomAllocationInput,
    resetAfterSend: false,
    crossCheck: useCallback(
      (values: { SelectedRoom: string }) => unknownAllocatedRoom(values.SelectedRoom, hallRooms ?? []),
      [hallRooms],
    ),
    send: async ({ SelectedRoom }) => {
      setRefusal(null);
      await onAllocate(SelectedRoom, alone, (error) => setRefusal(refusalText(error)));
    },
  });
  const { named } = acceptedCount(record);
  const roomField = form.field('SelectedRoom');

  return (
    <form className="allocate" onSubmit={(event) => void form.onSubmit(event)}>
      <div className="allocate__fields">
        <TextField
          label={text.allocatedRoomFor(record.id)}
          hideLabel
          look="small"
          placeholder={text.allocatedRoomHint}
          required
          // Still the spec's text box (a datalist would make it a combobox): the office types a
          // number; the browser's suggestions of rooms with free beds only save typing.
          htmlInput={{ list: FREE_ROOMS_LIST, onFocus, role: 'textbox' }}
          {...roomField}
          // A refusal was about the room typed before: retyping puts it away.
          onChange={(event) => {
            setRefusal(null);
            roomField.onChange(event);
          }}
        />
        <Button type="submit" size="small" disabled={busy}>
          {text.submit}
        </Button>
      </div>
      {named > 0 ? (
        <label className="allocate__alone" htmlFor={aloneId}>
          <input id={aloneId} type="checkbox" checked={alone} onChange={(event) => setAlone(event.target.checked)} />
          {text.allotAlone}
        </label>
      ) : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
    </form>
  );
}
