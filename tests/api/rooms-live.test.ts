// The local API's live stream and the hall's rooms (issue 31, decision 034): a student named in a
// room application hears `event: rooms` when invited, the applicant when a named student answers,
// the residents when allotted, the waiting group when a cleared allotment frees its beds or the
// group ahead of it in line is allotted elsewhere, rejected or cleared; a student of none of these
// hears nothing of it. The office's lists hear an answer and an
// allotment as a change of the application (they are the rooms store's writes, not a decide).
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../support/portal.ts';
import { openLive, type LiveStream } from '../support/live-stream.ts';
import { putRooms, soloApplication, uniqueRoomNumber } from '../support/rooms.ts';
import { useTestPortal } from '../support/test-portal.ts';

const hall = useTestPortal({
  students: { applicant: {}, named: {}, bystander: {}, waiting: {}, ahead: {}, second: {}, third: {}, fourth: {} },
});
const opened: LiveStream[] = [];
afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

async function streamOf(student: { idToken: string }): Promise<LiveStream> {
  const stream = await openLive(hall.portal, student.idToken);
  expect(stream.status).toBe(200);
  opened.push(stream);
  return stream;
}

/** A rooms event carries no change, only `{}`: "ask for your rooms again". */
const isRoomsEvent = (change: object) => Object.keys(change).length === 0;
const roomsEvents = (stream: LiveStream) => stream.changes.filter(isRoomsEvent).length;

describe('event: rooms on the live stream', () => {
  it('reaches the students a change concerns, and no one else', async () => {
    const { portal, admin, applicant, named, bystander, waiting } = hall;
    const room = uniqueRoomNumber('L');
    await putRooms(portal, admin.idToken, [{ number: room, beds: 2 }]);
    const [toApplicant, toNamed, toBystander, toWaiting, toOffice] = (await Promise.all(
      [applicant, named, bystander, waiting, admin].map(streamOf),
    )) as [LiveStream, LiveStream, LiveStream, LiveStream, LiveStream];
    const seen = async (stream: LiveStream, count: number) => {
      await stream.next(() => roomsEvents(stream) >= count);
      expect(roomsEvents(stream)).toBe(count);
    };

    // Filed naming `named`: they are invited.
    const filed = await api<{ insertedId: string }>(portal, 'POST', '/roomallotement', {
      token: applicant.idToken,
      json: soloApplication(applicant, [room], { student_Id_2: named.studentId }),
    });
    expect(filed.status).toBe(201);
    await seen(toNamed, 1);
    // `named` accepts: the group hears it.
    const answered = await api(portal, 'PUT', `/rooms/invitations/${filed.body.insertedId}`, {
      token: named.idToken,
      json: { answer: 'accepted' },
    });
    expect(answered.status).toBe(200);
    const id = filed.body.insertedId;
    await toOffice.next((change) => change.id === id && change.kind === 'changed' && change.state === 'pending');
    await seen(toApplicant, 1);
    await seen(toNamed, 2);
    // Allotted: the residents hear it.
    const allotted = await api(portal, 'PATCH', `/roomallotement/${filed.body.insertedId}`, {
      token: admin.idToken,
      json: { status: 'confirm', SelectedRoom: room },
    });
    expect(allotted.status).toBe(200);
    await toOffice.next((change) => change.id === id && change.state === 'approved');
    await seen(toApplicant, 2);
    await seen(toNamed, 3);

    // `waiting` waits for the full room; clearing the allotment offers it the beds.
    const queued = await api(portal, 'POST', '/roomallotement', {
      token: waiting.idToken,
      json: soloApplication(waiting, [room]),
    });
    expect(queued.status).toBe(201);
    expect(roomsEvents(toWaiting)).toBe(0);
    const cleared = await api(portal, 'DELETE', `/roomallotement/${filed.body.insertedId}`, { token: admin.idToken });
    expect(cleared.status).toBe(200);
    await seen(toWaiting, 1);

    // Every event above was written to every stream as it was published: none of them was theirs.
    expect(roomsEvents(toBystander)).toBe(0);
  });

  it('reaches the group next in line when the group ahead leaves the line: allotted elsewhere, rejected, cleared', async () => {
    const { portal, admin, ahead, second, third, fourth } = hall;
    const [room, elsewhere] = [uniqueRoomNumber('W'), uniqueRoomNumber('E')];
    await putRooms(portal, admin.idToken, [
      { number: room, beds: 1 },
      { number: elsewhere, beds: 1 },
    ]);
    // In filing order: `ahead` (who also chose `elsewhere`), then `second`, `third` and `fourth`.
    const ids: string[] = [];
    for (const [student, rooms] of [
      [ahead, [room, elsewhere]],
      [second, [room]],
      [third, [room]],
      [fourth, [room]],
    ] as const) {
      const filed = await api<{ insertedId: string }>(portal, 'POST', '/roomallotement', {
        token: student.idToken,
        json: soloApplication(student, rooms),
      });
      expect(filed.status).toBe(201);
      ids.push(filed.body.insertedId);
    }
    const [toSecond, toThird, toFourth] = (await Promise.all([second, third, fourth].map(streamOf))) as [
      LiveStream,
      LiveStream,
      LiveStream,
    ];
    const decide = (method: 'PATCH' | 'DELETE', id: string, json?: object) =>
      api(portal, method, `/roomallotement/${id}`, { token: admin.idToken, ...(json ? { json } : {}) });

    expect((await decide('PATCH', ids[0]!, { status: 'confirm', SelectedRoom: elsewhere })).status).toBe(200);
    await toSecond.next(() => roomsEvents(toSecond) >= 1);
    expect([toThird, toFourth].map(roomsEvents)).toEqual([0, 0]);
    expect((await decide('PATCH', ids[1]!, { status: 'rejected', rejectReason: 'Fees unpaid' })).status).toBe(200);
    await toThird.next(() => roomsEvents(toThird) >= 1);
    expect(roomsEvents(toFourth)).toBe(0);
    expect((await decide('DELETE', ids[2]!)).status).toBe(200);
    await toFourth.next(() => roomsEvents(toFourth) >= 1);
    // Each heard it once, when it became first in line.
    expect([toSecond, toThird, toFourth].map(roomsEvents)).toEqual([1, 1, 1]);
  });
});
