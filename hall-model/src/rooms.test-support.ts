// Room applications and a room for the rooms' unit tests (rooms.test.ts, room-allotting.test.ts).
import type { RoomAllotment } from './entities.ts';
import type { Room, Roommate } from './rooms.ts';

let serial = 0;
export function application(changes: Partial<RoomAllotment> = {}): RoomAllotment {
  serial += 1;
  return {
    _id: `a${serial}`,
    createdAt: `2024-05-0${Math.min(serial, 9)}T10:00:00.000Z`,
    name: 'Rahim Uddin',
    email: 'u1904001@student.cuet.ac.bd',
    id: '1904001',
    student_Id_1: '1904001',
    student_Id_2: '1904002',
    student_Id_3: '1904003',
    student_Id_4: '1904001',
    room_1: '312',
    room_2: '311',
    room_3: '312',
    room_4: '312',
    pre_room: 'N/A',
    apply_date: '2024-05-03',
    roommates: [mate('1904002', 'accepted'), mate('1904003', 'accepted')],
    ...changes,
  };
}

export function mate(id: string, answer: Roommate['answer']): Roommate {
  return { id, name: `Student ${id}`, answer, ...(answer === 'invited' ? {} : { answeredAt: '2024-05-04T00:00:00Z' }) };
}

export const room312: Room = { number: '312', floor: '3rd floor', beds: 4, notes: '' };
