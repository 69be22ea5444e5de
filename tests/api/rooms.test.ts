// The hall's rooms through the API (issue 31, decision 034), on both stores: the SQLite portal and
// the API on the Firestore store over its in-memory double. Who may call each rooms route (walking
// the policy's cells); a room application names rooms of the inventory and registered students,
// one pending group at a time; an allotment waits for the named students (or is the applicant's
// alone) and never overfills a room, also under 20 concurrent allotments; the office's inventory
// (beds below residents, a CSV import all or nothing); a student lives in one room at a time; a
// cleared allotment, or a group ahead allotted elsewhere, offers the room to the group next in
// line. The local live stream's `rooms` event: rooms-live.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  roomMessages,
  type ActivityEntry,
  type Actor,
  type MyRooms,
  type RoomAllotment,
  type RoomListing,
} from '@hall/model';
import { createAccount, uniqueEmail, type TestAccount } from '../support/auth-emulator.ts';
import { BOTH_STORES, type ApiBackend } from '../support/both-stores.ts';
import { apiCaller, routeCells, walkCells, type Caller, type PolicyRoute } from '../support/policy-walk.ts';
import { putRooms, soloApplication, uniqueRoomNumber } from '../support/rooms.ts';
import { createStudent, type TestStudent } from '../support/students.ts';
import { openBackend } from '../support/test-portal.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The applicant's application naming `named` in student_Id_2.. (their own id fills the rest). */
const roomApplication = (applicant: TestStudent, named: readonly TestStudent[], rooms: readonly string[]) =>
  soloApplication(
    applicant,
    rooms,
    Object.fromEntries(named.map((student, index) => [`student_Id_${index + 2}`, student.studentId])),
  );

describe.each(BOTH_STORES)('the rooms API on the %s', (_label, open) => {
  let backend: ApiBackend;
  let admin: TestAccount;
  let staff: TestAccount;
  let unverified: TestAccount;

  const callAs = apiCaller(() => backend);
  const call = <T = Record<string, unknown>>(method: string, path: string, caller?: Caller, json?: unknown) =>
    callAs<T & Partial<ErrorBody>>(method, path, caller, json);
  const students = (count: number) => Promise.all(Array.from({ length: count }, () => createStudent(backend)));
  /** New rooms of `beds` beds on the hall's list; their numbers. */
  const newRooms = async (count: number, beds = 4) => {
    const numbers = Array.from({ length: count }, () => uniqueRoomNumber('R'));
    await putRooms(
      backend,
      admin.idToken,
      numbers.map((number) => ({ number, beds, floor: 'Test floor' })),
    );
    return numbers;
  };
  const file = (applicant: TestStudent, named: readonly TestStudent[], rooms: readonly string[]) =>
    call<{ insertedId: string }>('POST', '/roomallotement', applicant, roomApplication(applicant, named, rooms));
  /** Files the application and returns its id (it must be accepted). */
  const filed = async (applicant: TestStudent, named: readonly TestStudent[], rooms: readonly string[]) => {
    const answer = await file(applicant, named, rooms);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.insertedId;
  };
  const answer = (student: TestStudent, id: string, given: 'accepted' | 'declined' = 'accepted') =>
    call('PUT', `/rooms/invitations/${id}`, student, { answer: given });
  const allot = (id: string, room: string, alone?: boolean) =>
    call('PATCH', `/roomallotement/${id}`, admin, {
      status: 'confirm',
      SelectedRoom: room,
      ...(alone ? { alone } : {}),
    });
  const application = async (owner: TestStudent, id: string) =>
    (await call<RoomAllotment[]>('GET', `/roomallotement?email=${encodeURIComponent(owner.email)}`, owner)).body.find(
      (one) => one._id === id,
    );
  const listing = async (number: string) =>
    (await call<RoomListing[]>('GET', '/rooms', admin)).body.find((room) => room.number === number)!;
  const mine = async (student: TestStudent) => (await call<MyRooms>('GET', '/rooms/mine', student)).body;
  /** A group of the applicant and `named`, every named student accepted, allotted to `room`. */
  const housed = async (applicant: TestStudent, named: readonly TestStudent[], room: string) => {
    const id = await filed(applicant, named, [room]);
    for (const student of named) expect((await answer(student, id)).status).toBe(200);
    expect((await allot(id, room)).status).toBe(200);
    return id;
  };

  beforeAll(async () => {
    ({ backend, admin } = await openBackend(open));
    staff = await createAccount({ email: uniqueEmail('dining'), verified: true });
    expect((await call('POST', '/dining/staff', admin, { email: staff.email })).status).toBe(201);
    unverified = await createAccount({ verified: false });
  });

  describe('who may call what: every rooms route for every actor, as the policy says', () => {
    let owner: TestStudent;
    let other: TestStudent;
    let invitation: string;
    let chosen: string;
    beforeAll(async () => {
      const [applicant, named, bystander] = await students(3);
      [owner, other] = [named!, bystander!];
      [chosen] = (await newRooms(1)) as [string];
      invitation = await filed(applicant!, [owner], [chosen]);
    });
    const routes: PolicyRoute[] = [
      { method: 'GET', path: () => '/rooms', resource: 'rooms', operation: 'list' },
      {
        method: 'PUT',
        path: () => `/rooms/${uniqueRoomNumber('P')}`,
        body: () => ({ floor: 'Walk floor', beds: 2 }),
        resource: 'rooms',
        operation: 'create',
        success: 201,
      },
      { method: 'DELETE', path: () => `/rooms/${uniqueRoomNumber('D')}`, resource: 'rooms', operation: 'delete' },
      {
        method: 'POST',
        path: () => '/rooms/import',
        body: () => ({ rooms: [{ number: uniqueRoomNumber('I'), floor: 'Walk floor', beds: 3 }] }),
        resource: 'rooms',
        operation: 'create',
      },
      { method: 'GET', path: () => '/rooms/choices', resource: 'roomChoices', operation: 'list' },
      {
        method: 'PUT',
        path: () => `/rooms/invitations/${invitation}`,
        body: () => ({ answer: 'accepted' }),
        resource: 'roommateAnswers',
        operation: 'update',
        owned: true,
      },
    ];
    const callers = (): Record<Actor, Caller> => ({
      visitor: undefined,
      student: other,
      staff,
      owner,
      admin,
    });

    it.each(routes)('$method $resource $operation', async (route) => {
      await walkCells(route, routeCells(route, callers()), callAs);
    });

    it("answers /rooms/mine with the caller's own rooms: a visitor 401, an unverified account 403, the office (no profile) 404", async () => {
      expect((await call('GET', '/rooms/mine')).status).toBe(401);
      expect((await call('GET', '/rooms/mine', unverified)).body.error?.code).toBe('email_unverified');
      expect((await call('GET', '/rooms/mine', admin)).body.error?.code).toBe('no_profile');
      expect(await mine(other)).toEqual({ room: null, groups: [] });
      const [group] = (await mine(owner)).groups;
      // The chosen room is empty: the group is first in line for it.
      expect(group).toMatchObject({ allotmentId: invitation, mine: 'accepted', offered: [chosen] });
    });
  });

  describe('filing an application', () => {
    it("refuses 'N/A', an unknown room and an unregistered student under their fields, storing nothing", async () => {
      const [applicant, mate] = await students(2);
      const [room] = await newRooms(1);
      const body = {
        ...roomApplication(applicant!, [mate!], [room!]),
        room_2: 'N/A',
        room_4: 'Z-404',
        student_Id_3: '1000000',
      };
      const refused = await call('POST', '/roomallotement', applicant, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'invalid_body',
        fields: {
          room_2: roomMessages.unknownRoom('N/A'),
          room_4: roomMessages.unknownRoom('Z-404'),
          student_Id_3: roomMessages.notRegistered('1000000'),
        },
      });
      expect(Object.keys(refused.body.error!.fields!).sort()).toEqual(['room_2', 'room_4', 'student_Id_3']);
      expect((await call<unknown[]>('GET', `/roomallotement?email=${applicant!.email}`, applicant)).body).toEqual([]);
      expect(await mine(mate!)).toEqual({ room: null, groups: [] });
      // Any spelling of a room on the list is that room; the named student is invited by name.
      const id = await filed(applicant!, [mate!], [room!.toLowerCase()]);
      expect((await application(applicant!, id))!.roommates).toEqual([
        { id: mate!.studentId, name: mate!.name, answer: 'invited' },
      ]);
    });

    it('keeps a student in one pending group at a time, until they decline', async () => {
      const [first, named, third] = await students(3);
      const [room] = await newRooms(1);
      const id = await filed(first!, [named!], [room!]);
      for (const [applicant, others] of [
        [named!, []],
        [third!, [named!]],
      ] as const) {
        const refused = await file(applicant, others, [room!]);
        expect(refused.status).toBe(409);
        expect(refused.body.error).toMatchObject({
          code: 'in_another_group',
          message: roomMessages.inAnotherGroup(named!.studentId),
        });
      }
      expect((await call<unknown[]>('GET', `/roomallotement?email=${third!.email}`, third)).body).toEqual([]);
      expect((await answer(named!, id, 'declined')).status).toBe(200);
      const second = await filed(third!, [named!], [room!]);
      // Accepting the first again while in the second is refused.
      expect((await answer(named!, id, 'accepted')).body.error).toMatchObject({
        code: 'in_another_group',
        message: roomMessages.youAreInAnotherGroup,
      });
      expect((await answer(named!, second, 'accepted')).status).toBe(200);
    });
  });

  describe('answering an invitation', () => {
    it('takes only the named student their own answer: never one for another, never from one not named', async () => {
      const [applicant, mate, other, outsider] = await students(4);
      const [room] = await newRooms(1);
      const id = await filed(applicant!, [mate!, other!], [room!]);
      const forAnother = await call('PUT', `/rooms/invitations/${id}`, mate, {
        answer: 'accepted',
        id: other!.studentId,
      });
      expect(forAnother.status).toBe(400);
      expect(forAnother.body.error).toMatchObject({ code: 'invalid_body', fields: { id: 'Unknown field.' } });
      for (const caller of [outsider!, applicant!, admin])
        expect((await call('PUT', `/rooms/invitations/${id}`, caller, { answer: 'accepted' })).status).toBe(403);
      // An id nobody has: only a student (a profile of their own) learns it does not exist.
      const unknown = (caller: Caller) =>
        call('PUT', '/rooms/invitations/000000000000000000000000', caller, { answer: 'accepted' });
      expect((await unknown(undefined)).status).toBe(401);
      for (const caller of [admin, staff, unverified]) expect((await unknown(caller)).status).toBe(403);
      for (const caller of [mate!, outsider!]) expect((await unknown(caller)).status).toBe(404);
      expect((await application(applicant!, id))!.roommates!.map((mate) => mate.answer)).toEqual([
        'invited',
        'invited',
      ]);
      expect((await answer(mate!, id)).body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await answer(mate!, id)).body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      const roommates = (await application(applicant!, id))!.roommates!;
      expect(roommates.map((one) => [one.id, one.answer])).toEqual([
        [mate!.studentId, 'accepted'],
        [other!.studentId, 'invited'],
      ]);
      expect((await mine(other!)).groups[0]).toMatchObject({
        mine: 'invited',
        applicant: { id: applicant!.studentId },
      });
      expect((await mine(applicant!)).groups[0]).toMatchObject({ mine: 'applicant' });
    });
  });

  describe('allotting', () => {
    it("refuses 'N/A' and an unknown room under SelectedRoom, changing nothing", async () => {
      const [applicant] = await students(1);
      const [room] = await newRooms(1);
      const id = await filed(applicant!, [], [room!]);
      for (const typed of ['N/A', 'Z-404']) {
        const refused = await allot(id, typed);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toEqual({
          code: 'unknown_room',
          message: roomMessages.unknownRoom(typed),
          fields: { SelectedRoom: roomMessages.unknownRoom(typed) },
        });
      }
      expect((await application(applicant!, id))!.status).toBeUndefined();
      expect((await allot('000000000000000000000000', room!)).status).toBe(404);
    });

    it('waits for every named student to accept, or allots the applicant alone', async () => {
      const [applicant, mate, other, solo, declining] = await students(5);
      const [room, second] = await newRooms(2);
      const id = await filed(applicant!, [mate!, other!], [room!]);
      const pending = await allot(id, room!);
      expect(pending.status).toBe(409);
      expect(pending.body.error).toMatchObject({
        code: 'roommates_pending',
        message: roomMessages.roommatesPending(0, 2),
      });
      await answer(mate!, id);
      expect((await allot(id, room!)).body.error?.message).toBe(roomMessages.roommatesPending(1, 2));
      expect((await application(applicant!, id))!.status).toBeUndefined();
      await answer(other!, id);
      expect((await allot(id, room!)).body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await listing(room!)).occupants.map((one) => one.studentId)).toEqual(
        [applicant!, mate!, other!].map((one) => one.studentId),
      );
      expect((await mine(mate!)).room).toEqual({
        number: room,
        floor: 'Test floor',
        allotmentId: id,
        roommates: [
          { studentId: applicant!.studentId, name: applicant!.name, allotmentId: id },
          { studentId: other!.studentId, name: other!.name, allotmentId: id },
        ],
      });

      const aloneId = await filed(solo!, [declining!], [second!]);
      await answer(declining!, aloneId, 'declined');
      expect((await allot(aloneId, second!, true)).status).toBe(200);
      expect(await application(solo!, aloneId)).toMatchObject({
        status: 'confirm',
        SelectedRoom: second,
        allottedAlone: true,
      });
      expect((await listing(second!)).occupants.map((one) => one.studentId)).toEqual([solo!.studentId]);
    });

    it('refuses a full room naming who lives there; of 20 concurrent allotments to 2 free beds exactly 2 pass', async () => {
      const [first, mate, ...waiting] = await students(22);
      const [room] = await newRooms(1, 4);
      const living = await housed(first!, [mate!], room!);
      const ids = await Promise.all(waiting.map((student) => filed(student, [], [room!])));
      const answers = await Promise.all(ids.map((id) => allot(id, room!)));
      const statuses = answers.map((one) => one.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(statuses.filter((status) => status === 409)).toHaveLength(18);
      // Firestore may still lose a contended transaction after its retries: 409 conflict, nothing kept.
      for (const refused of answers.filter((one) => one.status === 409))
        expect(['room_full', 'conflict']).toContain(refused.body.error?.code);
      const occupants = (await listing(room!)).occupants;
      const allotted = waiting.filter((_, index) => statuses[index] === 200).map((one) => one.studentId);
      expect(occupants.map((one) => one.studentId).sort()).toEqual(
        [first!.studentId, mate!.studentId, ...allotted].sort(),
      );
      // Now full: the refusal names all four.
      const late = answers.findIndex((one) => one.status === 409);
      const refused = await allot(ids[late]!, room!);
      const full = roomMessages.roomFull({
        ok: false,
        code: 'room_full',
        room: { number: room!, floor: 'Test floor', beds: 4, notes: '' },
        free: 0,
        needed: 1,
        occupants,
      });
      // params: what the message was made from (ids and names, nothing else), for the Bangla build (decision 036).
      expect(refused.body.error).toEqual({
        code: 'room_full',
        message: full,
        params: [
          {
            room: { number: room! },
            free: 0,
            needed: 1,
            occupants: occupants.map(({ studentId, name }) => ({ studentId, name })),
          },
        ],
      });
      expect(occupants.filter((one) => one.allotmentId === living)).toHaveLength(2);
    });
  });

  describe('one bed per student', () => {
    it('refuses a group naming a resident of another room until that allotment is cleared', async () => {
      const [living, livingMate, applicant] = await students(3);
      const [home, other] = await newRooms(2);
      const livingId = await housed(living!, [livingMate!], home!);
      const id = await filed(applicant!, [living!], [other!]);
      expect((await answer(living!, id)).status).toBe(200);
      const refused = await allot(id, other!);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'already_housed',
        message: roomMessages.alreadyHoused({
          ok: false,
          code: 'already_housed',
          homes: [{ studentId: living!.studentId, room: home! }],
        }),
        params: [{ homes: [{ studentId: living!.studentId, room: home! }] }],
      });
      expect((await application(applicant!, id))!.status).toBeUndefined();
      expect((await listing(other!)).occupants).toEqual([]);
      expect((await listing(home!)).occupants.map((one) => one.studentId)).toEqual(
        [living!, livingMate!].map((one) => one.studentId),
      );

      expect((await call('DELETE', `/roomallotement/${livingId}`, admin)).status).toBe(200);
      expect((await allot(id, other!)).status).toBe(200);
      expect((await listing(other!)).occupants.map((one) => one.studentId)).toEqual(
        [applicant!, living!].map((one) => one.studentId),
      );
    });
  });

  describe("the office's inventory", () => {
    it('refuses fewer beds than residents and removing a room lived in, naming them', async () => {
      const [applicant, mate] = await students(2);
      const [room] = await newRooms(1, 3);
      await housed(applicant!, [mate!], room!);
      const lowered = await call('PUT', `/rooms/${room}`, admin, { floor: 'Test floor', beds: 1 });
      expect(lowered.status).toBe(409);
      expect(lowered.body.error).toMatchObject({
        code: 'room_occupied',
        message: roomMessages.bedsBelowOccupants(room!, 2),
      });
      expect((await listing(room!)).beds).toBe(3);
      const removed = await call('DELETE', `/rooms/${room}`, admin);
      expect(removed.status).toBe(409);
      const occupants = (await listing(room!)).occupants;
      expect(removed.body.error).toMatchObject({
        code: 'room_occupied',
        message: roomMessages.roomOccupied(room!, occupants),
      });
      expect((await call('PUT', `/rooms/${room}`, admin, { floor: 'Test floor', beds: 2 })).status).toBe(200);
      expect((await call('PUT', `/rooms/${room}`, admin, { floor: 'Test floor', beds: 13 })).status).toBe(400);
      expect((await call('PUT', '/rooms/%20', admin, { floor: 'Test floor', beds: 2 })).status).toBe(400);
    });

    it('imports rooms all or nothing, naming the bad row by its CSV line', async () => {
      const [kept] = await newRooms(1, 2);
      const [fresh, other] = [uniqueRoomNumber('C'), uniqueRoomNumber('C')];
      const row = (number: string, beds: unknown) => ({ number, floor: 'CSV floor', beds, notes: '' });
      const choices = async () =>
        (await call<{ number: string }[]>('GET', '/rooms/choices', admin)).body.map((r) => r.number);
      const before = await choices();
      const bad = await call('POST', '/rooms/import', admin, { rooms: [row(fresh, 2), row(kept!, 4), row(other, 0)] });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({
        code: 'invalid_body',
        fields: { 'row 4': 'Beds must be a whole number from 1 to 12.' },
      });
      const twice = await call('POST', '/rooms/import', admin, { rooms: [row(fresh, 2), row(fresh.toLowerCase(), 3)] });
      expect(Object.keys(twice.body.error!.fields!)).toEqual(['row 3']);
      const tooMany = Array.from({ length: 301 }, (_, index) => row(`M${index}`, 1));
      expect((await call('POST', '/rooms/import', admin, { rooms: tooMany })).body.error?.fields).toHaveProperty(
        'rooms',
      );
      expect(await choices()).toEqual(before);
      expect((await listing(kept!)).beds).toBe(2);

      const imported = await call('POST', '/rooms/import', admin, {
        rooms: [row(fresh, 2), row(kept!, 4), { number: other, floor: 'CSV floor', beds: 1 }],
      });
      expect(imported.body).toEqual({ added: 2, changed: 1, unchanged: 0 });
      expect((await call('POST', '/rooms/import', admin, { rooms: [row(fresh, 2)] })).body).toEqual({
        added: 0,
        changed: 0,
        unchanged: 1,
      });
      expect((await listing(kept!)).beds).toBe(4);
    });
  });

  describe('clearing an allotment', () => {
    it('frees its beds: the waiting group is next for the room and offered it on its profiles', async () => {
      const [living, livingMate, waiting, waitingMate] = await students(4);
      const [room] = await newRooms(1, 2);
      const livingId = await housed(living!, [livingMate!], room!);
      const waitingId = await filed(waiting!, [waitingMate!], [room!]);
      await answer(waitingMate!, waitingId);
      expect(await listing(room!)).toMatchObject({ free: 0, next: null });
      expect((await mine(waitingMate!)).groups[0]!.offered).toEqual([]);

      expect((await call('DELETE', `/roomallotement/${livingId}`, admin)).status).toBe(200);
      expect(await listing(room!)).toMatchObject({
        occupants: [],
        free: 2,
        next: { allotmentId: waitingId, applicantId: waiting!.studentId, size: 2 },
      });
      for (const member of [waiting!, waitingMate!])
        expect((await mine(member)).groups).toMatchObject([{ allotmentId: waitingId, offered: [room] }]);
      expect((await mine(living!)).room).toBeNull();
      const log = await call<{ items: ActivityEntry[] }>('GET', `/activity?limit=5&action=room_released`, admin);
      expect(log.body.items.find((entry) => entry.recordId === livingId)).toMatchObject({
        studentId: living!.studentId,
        changes: { SelectedRoom: room },
      });
    });
  });

  describe('the waiting line', () => {
    it('moves when the group ahead is allotted elsewhere: the next group is offered the room', async () => {
      const [ahead, next] = await students(2);
      const [room, elsewhere] = await newRooms(2, 1);
      const aheadId = await filed(ahead!, [], [room!, elsewhere!]);
      const nextId = await filed(next!, [], [room!]);
      expect((await mine(next!)).groups).toMatchObject([{ allotmentId: nextId, offered: [] }]);
      expect((await allot(aheadId, elsewhere!)).status).toBe(200);
      expect((await mine(next!)).groups).toMatchObject([{ allotmentId: nextId, offered: [room] }]);
    });
  });
});
