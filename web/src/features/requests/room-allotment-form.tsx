import { useCallback, type ReactNode } from 'react';
import TextField from '../../components/ui/text-field.tsx';
import { findRoom, LIMITS, roomMessages, type RoomChoice } from '@hall/model';
import { requestsText } from '@hall/model/texts/requests';
import { queries } from '../../lib/data/queries.ts';
import { useQuery } from '../../lib/data/query.ts';
import { AllotmentMarquee } from './allotment-marquee.tsx';
import './room-allotment-form.css';
import { RequestFormShell } from './request-form-shell.tsx';
import { useRequestForm } from './use-request-form.ts';

const EMPTY = {
  apply_date: '',
  student_Id_1: '',
  student_Id_2: '',
  student_Id_3: '',
  student_Id_4: '',
  room_1: '',
  room_2: '',
  room_3: '',
  room_4: '',
  pre_room: '',
};

const SLOTS = [1, 2, 3, 4] as const;
/** The group's four student ids, then its four room choices, first choice first. */
const GROUPS = [
  {
    prefix: 'student_Id_',
    heading: () => requestsText.groupIds,
    label: () => requestsText.studentId,
    maxLength: LIMITS.studentId,
  },
  {
    prefix: 'room_',
    heading: () => requestsText.roomChoices,
    label: () => requestsText.roomChoice,
    maxLength: LIMITS.room,
  },
] as const;

/** The datalist of the hall's rooms the room choice fields offer. */
const ROOM_CHOICES_LIST = 'hall-room-choices';

/**
 * A room choice that names no room of the hall's list, said under its field before sending (the
 * API refuses it too, decision 034). Nothing is checked until the list has come (or when it is empty).
 */
export function unknownRoomChoices(values: typeof EMPTY, rooms: readonly RoomChoice[]): Record<string, string> {
  if (rooms.length === 0) return {};
  const problems: Record<string, string> = {};
  for (const slot of SLOTS) {
    const typed = values[`room_${slot}`].trim();
    if (typed !== '' && !findRoom(rooms, typed)) problems[`room_${slot}`] = roomMessages.unknownRoom(typed);
  }
  return problems;
}

/** /roomallotement: an application for a room, for a group of four students with four room choices. */
export function RoomAllotmentForm() {
  const choices = useQuery(queries.roomChoices()).data;
  const form = useRequestForm('roomAllotments', {
    initial: EMPTY,
    // The applicant is one of the group: their own id comes first.
    prefill: (user) => ({ student_Id_1: user.id }),
    crossCheck: useCallback((values: typeof EMPTY) => unknownRoomChoices(values, choices ?? []), [choices]),
  });
  return (
    <RequestFormShell title={requestsText.roomTitle} notice={<AllotmentMarquee />} {...form}>
      <TextField
        label={requestsText.applyDate}
        type="date"
        required
        className="room-allotment__half"
        {...form.field('apply_date')}
      />
      {GROUPS.map((group) => (
        <FieldGroup key={group.prefix} heading={group.heading()}>
          {SLOTS.map((slot) => (
            <TextField
              key={slot}
              label={requestsText.numbered(group.label(), slot)}
              required
              htmlInput={{
                maxLength: group.maxLength,
                ...(group.prefix === 'room_' ? { list: ROOM_CHOICES_LIST } : {}),
              }}
              {...form.field(`${group.prefix}${slot}`)}
            />
          ))}
        </FieldGroup>
      ))}
      <datalist id={ROOM_CHOICES_LIST}>
        {(choices ?? []).map((room) => (
          <option key={room.number} value={room.number}>
            {room.floor}
          </option>
        ))}
      </datalist>
      <TextField
        label={requestsText.previousRoom}
        required
        htmlInput={{ maxLength: LIMITS.room }}
        className="room-allotment__half"
        {...form.field('pre_room')}
      />
    </RequestFormShell>
  );
}

/** A heading over its fields, two to a row from the tablet width up. */
function FieldGroup({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="stack stack--tight">
      <h2 className="room-allotment__heading">{heading}</h2>
      <div className="room-allotment__grid">{children}</div>
    </div>
  );
}
