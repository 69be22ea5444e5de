// The demo hall's rooms (issue 31, decision 034): DEMO_ROOMS on three floors, residents who make
// 312, 205 and 206 full and 101 and 201 part-filled, one group waiting whose every choice is full,
// and a pending invitation to the first demo student, who lives nowhere yet (Accept and Decline on
// their profile; once accepted, the group is next for 101).
import { DEMO_ROOMS, namedIds, type RoomAllotment, type RoommateAnswer } from '@hall/model';
import type { NewRecord, Store } from '../store/port.ts';

type Student = { name: string; email: string; id: string };

const student = (id: string, name: string): Student => ({ name, email: `u${id}@student.cuet.ac.bd`, id });

/** Registered students with no sign-in: the demo's residents and roommates (profiles only). */
export const DEMO_RESIDENTS: readonly Student[] = [
  student('1904011', 'Sabbir Hossain'),
  student('1904012', 'Farhana Akter'),
  student('1904013', 'Tasnim Haque'),
  student('2004018', 'Mehedi Hasan'),
  student('2104101', 'Arif Chowdhury'),
  student('2104102', 'Imran Kabir'),
  student('2104103', 'Sadia Islam'),
  student('2104104', 'Rafiq Ahmed'),
  student('2104105', 'Jannat Ferdous'),
  student('2104106', 'Kamrul Hasan'),
  student('2104107', 'Nadia Sultana'),
  student('2104108', 'Tahmid Rahman'),
  student('2104109', 'Shirin Akter'),
  student('2104110', 'Zahid Hasan'),
];

interface DemoApplication {
  applicant: Student;
  /** The others it names, with their answers. */
  named: Array<[Student, RoommateAnswer]>;
  choices: [string, string, string, string];
  preRoom: string;
  applyDate: string;
  /** Allotted to this room (alone: without the roommates), or left pending. */
  allot?: { room: string; alone?: boolean };
}

/**
 * Puts the demo rooms, residents and applications into a new store. `students`: the demo sign-ins
 * (Rahim 1904001, Nusrat 1904002, Tanvir 2004017), whose profiles exist already.
 */
export async function seedDemoRooms(store: Store, [rahim, nusrat, tanvir]: readonly Student[]): Promise<void> {
  if (!rahim || !nusrat || !tanvir) throw new Error('demo students missing');
  await store.rooms.import([...DEMO_ROOMS]);
  for (const resident of DEMO_RESIDENTS) await store.users.insert(resident);
  const [sabbir, farhana, tasnim, mehedi, arif, imran, sadia, rafiq, jannat, kamrul, nadia, tahmid, shirin, zahid] =
    DEMO_RESIDENTS as Student[];
  const accepted = (...students: Student[]) => students.map((one): [Student, RoommateAnswer] => [one, 'accepted']);
  const applications: DemoApplication[] = [
    // 312 full: Nusrat's group of four.
    {
      applicant: nusrat,
      named: accepted(sabbir!, farhana!, tasnim!),
      choices: ['312', '313', '311', '310'],
      preRoom: '108',
      applyDate: '2026-11-10',
      allot: { room: '312' },
    },
    // 205 and 206 full (two beds each).
    {
      applicant: arif!,
      named: accepted(imran!),
      choices: ['205', '206', '204', '203'],
      preRoom: '117',
      applyDate: '2026-11-11',
      allot: { room: '205' },
    },
    {
      applicant: jannat!,
      named: accepted(kamrul!),
      choices: ['206', '205', '204', '203'],
      preRoom: '119',
      applyDate: '2026-11-11',
      allot: { room: '206' },
    },
    // 201 with one bed free; 101 with three (Sadia allotted alone: Nadia declined).
    {
      applicant: tahmid!,
      named: accepted(shirin!, zahid!),
      choices: ['201', '202', '203', '204'],
      preRoom: '121',
      applyDate: '2026-11-12',
      allot: { room: '201' },
    },
    {
      applicant: sadia!,
      named: [[nadia!, 'declined']],
      choices: ['101', '102', '103', '104'],
      preRoom: '109',
      applyDate: '2026-11-12',
      allot: { room: '101', alone: true },
    },
    // Waiting: every room Tanvir's group chose is full.
    {
      applicant: tanvir,
      named: accepted(mehedi!),
      choices: ['312', '205', '206', '312'],
      preRoom: '221',
      applyDate: '2026-11-13',
    },
    // Rahim is invited: Accept and Decline on his profile. Once he accepts, the group is next for
    // 101 (a group still awaiting an answer is not offered a bed).
    {
      applicant: rafiq!,
      named: [[rahim, 'invited']],
      choices: ['101', '102', '103', '104'],
      preRoom: '115',
      applyDate: '2026-11-14',
    },
  ];
  for (const application of applications) {
    const filed = await store.roomAllotments.insert(recordOf(application));
    if (application.allot)
      await store.rooms.allot(filed._id, { room: application.allot.room, alone: application.allot.alone ?? false });
  }
}

function recordOf({ applicant, named, choices, preRoom, applyDate }: DemoApplication): NewRecord<RoomAllotment> {
  const ids = [applicant.id, ...named.map(([mate]) => mate.id), applicant.id, applicant.id, applicant.id];
  const record = {
    ...applicant,
    student_Id_1: ids[0]!,
    student_Id_2: ids[1]!,
    student_Id_3: ids[2]!,
    student_Id_4: ids[3]!,
    room_1: choices[0],
    room_2: choices[1],
    room_3: choices[2],
    room_4: choices[3],
    pre_room: preRoom,
    apply_date: applyDate,
  };
  const answers = new Map(named.map(([mate, answer]) => [mate.id, { id: mate.id, name: mate.name, answer }]));
  const answeredAt = new Date().toISOString();
  const roommates = namedIds(record).map((id) => {
    const mate = answers.get(id)!;
    return mate.answer === 'invited' ? mate : { ...mate, answeredAt };
  });
  return { ...record, roommates };
}
