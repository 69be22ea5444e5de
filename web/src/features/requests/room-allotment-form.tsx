import type { ReactNode } from 'react';
import TextField from '../../components/ui/text-field.tsx';
import { LIMITS } from '@hall/model';
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
  { prefix: 'student_Id_', heading: 'Student IDs of the group', label: 'Student ID', maxLength: LIMITS.studentId },
  { prefix: 'room_', heading: 'Room choices, first choice first', label: 'Room choice', maxLength: LIMITS.room },
] as const;

/** /roomallotement: an application for a room, for a group of four students with four room choices. */
export function RoomAllotmentForm() {
  const form = useRequestForm('roomAllotments', {
    initial: EMPTY,
    // The applicant is one of the group: their own id comes first.
    prefill: (user) => ({ student_Id_1: user.id }),
  });
  return (
    <RequestFormShell title="Room Allotment" notice={<AllotmentMarquee />} {...form}>
      <TextField
        label="Apply date"
        type="date"
        required
        className="room-allotment__half"
        {...form.field('apply_date')}
      />
      {GROUPS.map((group) => (
        <FieldGroup key={group.prefix} heading={group.heading}>
          {SLOTS.map((slot) => (
            <TextField
              key={slot}
              label={`${group.label} ${slot}`}
              required
              htmlInput={{ maxLength: group.maxLength }}
              {...form.field(`${group.prefix}${slot}`)}
            />
          ))}
        </FieldGroup>
      ))}
      <TextField
        label="Previous room"
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
