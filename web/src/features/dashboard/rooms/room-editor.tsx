// Add a room or change one (decision 034): the hall model's schema checks it first; the API's
// refusal (a room with fewer beds than live in it) shows above the fields, its field problems under them.
import { useState, type FormEvent } from 'react';
import { fieldErrors, roomRowInput, type Room } from '@hall/model';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import TextField from '../../../components/ui/text-field.tsx';
import { DataError } from '../../../lib/data/port.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { roomsText } from '@hall/model/texts/dashboard-rooms';
import { ROOM_KEYS } from './room-keys.ts';

const text = roomsText.editor;

type Fields = { number: string; floor: string; beds: string; notes: string };

const fieldsOf = (room: Room | null): Fields =>
  room
    ? { number: room.number, floor: room.floor, beds: String(room.beds), notes: room.notes }
    : { number: '', floor: '', beds: '', notes: '' };

/** `room`: the room to change (its number stays); null: a new room. `onDone` closes the form. */
export function RoomEditor({ room, onDone }: { room: Room | null; onDone: () => void }) {
  const mutate = useMutate();
  const [values, setValues] = useState<Fields>(() => fieldsOf(room));
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const beds = values.beds.trim();
    const parsed = roomRowInput.safeParse({ ...values, beds: /^\d+$/.test(beds) ? Number(beds) : beds });
    if (!parsed.success) {
      setProblems(fieldErrors(parsed.error));
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      await mutate((data) => data.rooms.save(parsed.data), ROOM_KEYS);
      onDone();
    } catch (error) {
      const fields = error instanceof DataError ? error.fields : undefined;
      if (fields && Object.keys(fields).some((name) => name in values)) setProblems(fields);
      else setRefusal(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Fields) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value })),
    error: Boolean(problems[name]),
    helperText: problems[name],
  });

  const title = room ? roomsText.editRoom(room.number) : text.newRoom;
  return (
    <form className="room-editor stack" aria-label={title} onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="room-editor__title">{title}</h2>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <div className="room-editor__fields">
        <TextField label={text.number} required readOnly={room !== null} autoComplete="off" {...field('number')} />
        <TextField label={text.floorOrBlock} required autoComplete="off" {...field('floor')} />
        <TextField label={text.beds} required htmlInput={{ inputMode: 'numeric' }} {...field('beds')} />
        <TextField label={text.notes} autoComplete="off" {...field('notes')} />
      </div>
      <div className="room-editor__actions">
        <Button type="submit" disabled={saving}>
          {text.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
