// The rooms the request suites' applications name, on the hall's list (decision 034: every room
// an application chooses or the office allots must be on it), and a reset between their tests
// (a student is in one pending room application at a time).
import { sampleRoomAllotment } from '@hall/model/samples';
import { api } from './portal.ts';
import { putRooms } from './rooms.ts';

/** The sample application's four choices (sampleRoomAllotment). */
const sample = sampleRoomAllotment();
export const SAMPLE_CHOICES = [sample.room_1, sample.room_2, sample.room_3, sample.room_4] as const;

/** The sample choices and 312 (where the suites allot), twelve beds each: room for every suite's allotments. */
export const SAMPLE_ROOMS = [...SAMPLE_CHOICES, '312'] as const;

/** Puts these rooms on the hall's list as the administrator (adding them, or leaving them as they are). */
export async function seedRooms(
  portal: { url: string },
  adminToken: string,
  numbers: readonly string[] = SAMPLE_ROOMS,
): Promise<void> {
  await putRooms(
    portal,
    adminToken,
    numbers.map((number) => ({ number, beds: 12 })),
  );
}

/** Clears every pending room application, as the administrator: each test then files its own. */
export async function clearPendingRoomApplications(portal: { url: string }, adminToken: string): Promise<void> {
  const all = await api<Array<{ _id: string; status?: string }>>(portal, 'GET', '/roomallotement', {
    token: adminToken,
  });
  for (const pending of all.body.filter((one) => one.status === undefined)) {
    const cleared = await api(portal, 'DELETE', `/roomallotement/${pending._id}`, { token: adminToken });
    if (cleared.status !== 200) throw new Error(`could not clear ${pending._id}: ${cleared.status}`);
  }
}
