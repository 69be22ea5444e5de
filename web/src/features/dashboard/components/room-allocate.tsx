// Allotement_Req's allocation (issue 31): the spec's 'Allocated room..' field and Submit, the
// rooms with free beds offered as the office types, "Allot alone" for an applicant whose named
// students have not all accepted, and the API's refusal (a full room naming who lives there, the
// roommates' answers, an unknown room) beside the request.
import { useId, useState } from 'react';
import { acceptedCount, roomAllocationInput, roomMessages, type RoomAllotment } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { DataError } from '../../../lib/data/port.ts';
import { queries } from '../../../lib/data/queries.ts';
import { problemText, useQuery } from '../../../lib/data/query.ts';
import { freeText } from '../rooms/rooms-view-model.ts';

/** The datalist every allocation field offers. */
const FREE_ROOMS_LIST = 'rooms-with-free-beds';

/** "2 of 3 accepted"; nothing for an application naming no one. */
export function AcceptedCount({ record }: { record: RoomAllotment }) {
  const { accepted, named } = acceptedCount(record);
  return named > 0 ? <p className="allocate__accepted">{roomMessages.acceptedCount(accepted, named)}</p> : null;
}

/** The rooms with free beds, once `enabled` (the office went to allot one): each "312" with "3rd floor, 1 free". */
export function FreeRoomsList({ enabled }: { enabled: boolean }) {
  const state = useQuery(enabled ? queries.roomsWithFreeBeds() : null);
  return (
    <datalist id={FREE_ROOMS_LIST}>
      {(state.data ?? []).map((room) => (
        <option key={room.number} value={room.number}>{`${room.floor}, ${freeText(room)}`}</option>
      ))}
    </datalist>
  );
}

/** A refusal's words: the field's own message for an unknown room, else the API's. */
const refusalText = (error: unknown) =>
  (error instanceof DataError ? error.fields?.SelectedRoom : undefined) ?? problemText(error);

export function AllocateRoom({
  record,
  busy,
  onFocus,
  onAllocate,
}: {
  record: RoomAllotment;
  busy: boolean;
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
    send: async ({ SelectedRoom }) => {
      setRefusal(null);
      await onAllocate(SelectedRoom, alone, (error) => setRefusal(refusalText(error)));
    },
  });
  const { named } = acceptedCount(record);

  return (
    <form className="allocate" onSubmit={(event) => void form.onSubmit(event)}>
      <div className="allocate__fields">
        <TextField
          label={`Allocated room for ${record.id}`}
          hideLabel
          look="small"
          placeholder="Allocated room.."
          required
          // Still the spec's text box (a datalist would make it a combobox): the office types a
          // number; the browser's suggestions of rooms with free beds only save typing.
          htmlInput={{ list: FREE_ROOMS_LIST, onFocus, role: 'textbox' }}
          {...form.field('SelectedRoom')}
        />
        <Button type="submit" size="small" disabled={busy}>
          Submit
        </Button>
      </div>
      {named > 0 ? (
        <label className="allocate__alone" htmlFor={aloneId}>
          <input id={aloneId} type="checkbox" checked={alone} onChange={(event) => setAlone(event.target.checked)} />
          Allot alone
        </label>
      ) : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
    </form>
  );
}
