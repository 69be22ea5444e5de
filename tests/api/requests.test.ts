// The request collections of spec section 7, walked from one table: token purchases, hall fees,
// room allotments and complaints. For each: success, 401, 403, 400 per invalid field, 404, and
// proof that a denied or invalid request changed nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@hall/model';
import { createAccount } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { clearPendingRoomApplications, SAMPLE_ROOMS, seedRooms } from '../support/room-inventory.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { sampleComplaint, sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';

interface Resource {
  path: string;
  body: () => Record<string, unknown>;
  invalid: Array<[label: string, change: Record<string, unknown>, field: string]>;
  approval?: Record<string, unknown>;
}

const resources: Resource[] = [
  {
    path: '/tokenpurches',
    body: () => sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
    invalid: [
      ['a missing start date', { Start_date: '' }, 'Start_date'],
      ['an impossible date', { Start_date: '2026-02-30' }, 'Start_date'],
      ['an end before the start', { End_date: '2024-05-01' }, 'End_date'],
      ['an unknown package', { package1: '45' }, 'package1'],
      ['an unknown amount', { amount: '100' }, 'amount'],
      ['a transaction id with symbols', { Transaction_id: 'AB-12;DROP' }, 'Transaction_id'],
      ['a missing transaction id', { Transaction_id: undefined }, 'Transaction_id'],
      ['a short bKash number', { bkash_number: '0171234' }, 'bkash_number'],
      ['a bKash number not starting 01', { bkash_number: '02712345678' }, 'bkash_number'],
      ['a status set by the student', { status: 'confirm' }, 'status'],
      ['an unknown field', { admin: true }, 'admin'],
    ],
    approval: { status: 'confirm' },
  },
  {
    path: '/hallfee',
    body: () => sampleHallFee({ Transaction_id: uniqueTransactionId() }),
    invalid: [
      ['a month spelled otherwise', { month_start: 'January' }, 'month_start'],
      ['an end month spelled otherwise', { month_end: 'Febuary' }, 'month_end'],
      ['a bKash number in another form', { bkash_number: '+1 555 0100' }, 'bkash_number'],
      ['a transaction id with a slash', { Transaction_id: 'TX/123456' }, 'Transaction_id'],
      ['level 5', { lavel: '5' }, 'lavel'],
      ['term 3', { term: '3' }, 'term'],
      ['a missing bKash number', { bkash_number: '' }, 'bkash_number'],
      ['a numeric transaction id', { Transaction_id: 12345678 }, 'Transaction_id'],
      ['a status set by the student', { status: 'confirm' }, 'status'],
    ],
    approval: { status: 'confirm' },
  },
  {
    path: '/roomallotement',
    // Naming no one but the applicant (1904001, `student` below; a named student must be registered).
    body: () => sampleRoomAllotment({ student_Id_2: '1904001', student_Id_3: '1904001', student_Id_4: '1904001' }),
    invalid: [
      ['a missing second student id', { student_Id_2: '' }, 'student_Id_2'],
      ['a room with a path in it', { room_3: '../etc' }, 'room_3'],
      ['a missing previous room', { pre_room: '' }, 'pre_room'],
      ['a bad apply date', { apply_date: '20-11-2026' }, 'apply_date'],
      ['a room chosen by the student', { SelectedRoom: '101' }, 'SelectedRoom'],
    ],
    approval: { status: 'confirm', SelectedRoom: '312' },
  },
  {
    path: '/complains',
    body: () => sampleComplaint(),
    invalid: [
      ['an empty complaint', { complains: '   ' }, 'complains'],
      ['a complaint that is too long', { complains: 'x'.repeat(2001) }, 'complains'],
      ['a complaint that is not text', { complains: { $gt: '' } }, 'complains'],
    ],
  },
];

const hall = useTestPortal({
  students: {
    student: { name: 'Rahim Uddin', studentId: '1904001' },
    other: { name: 'Nusrat Jahan', studentId: '1904002' },
  },
});

/** The rooms the applications below choose and are allotted, on the hall's list (decision 034). */
const TYPED_ROOMS = ['313 North', 'B-12', '4/7', '215 A'];
beforeAll(() => seedRooms(hall.portal, hall.admin.idToken, [...SAMPLE_ROOMS, ...TYPED_ROOMS]));
// A student is in one pending room application at a time: each test files its own.
beforeEach(() => clearPendingRoomApplications(hall.portal, hall.admin.idToken));

type Saved = Record<string, unknown> & { _id: string; status?: string };

async function everything(path: string): Promise<Saved[]> {
  const answer = await api<Saved[]>(hall.portal, 'GET', path, { token: hall.admin.idToken });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function file(path: string, who: TestStudent, body: Record<string, unknown>): Promise<string> {
  const answer = await api<{ insertedId: string }>(hall.portal, 'POST', path, { token: who.idToken, json: body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.insertedId;
}

describe.each(resources)('$path', (resource) => {
  it('files a request as the signed-in student, with name, e-mail and id from their record', async () => {
    const body = resource.body();
    const answer = await api<{ acknowledged: boolean; insertedId: string }>(hall.portal, 'POST', resource.path, {
      token: hall.student.idToken,
      json: { ...body, name: hall.student.name, email: hall.student.email.toUpperCase(), id: hall.student.studentId },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });

    const own = await api<Saved[]>(
      hall.portal,
      'GET',
      `${resource.path}?email=${encodeURIComponent(hall.student.email)}`,
      { token: hall.student.idToken },
    );
    expect(own.status).toBe(200);
    const saved = own.body.find((record) => record._id === answer.body.insertedId);
    expect(saved).toMatchObject({
      ...body,
      name: hall.student.name,
      email: hall.student.email,
      id: hall.student.studentId,
    });
    expect(saved?.status).toBeUndefined();
    expect(own.body.every((record) => record.email === hall.student.email)).toBe(true);
  });

  it('refuses every call without a token (401) and changes nothing', async () => {
    const id = await file(resource.path, hall.student, resource.body());
    const before = await everything(resource.path);
    const calls: Array<[string, string, unknown?]> = [
      ['POST', resource.path, resource.body()],
      ['GET', resource.path],
      ['GET', `${resource.path}?email=${hall.student.email}`],
      ['DELETE', `${resource.path}/${id}`],
      ...(resource.approval
        ? [['PATCH', `${resource.path}/${id}`, resource.approval] as [string, string, unknown]]
        : []),
    ];
    for (const [method, path, json] of calls) {
      const answer = await api(hall.portal, method, path, json === undefined ? {} : { json });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'unauthenticated' } });
    }
    expect(await everything(resource.path)).toEqual(before);
  });

  it('refuses a student what belongs to others or to the administrator (403) and changes nothing', async () => {
    const id = await file(resource.path, hall.other, resource.body());
    const before = await everything(resource.path);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', resource.path],
      ['GET', `${resource.path}?email=${encodeURIComponent(hall.other.email)}`],
      ['DELETE', `${resource.path}/${id}`],
      ['POST', resource.path, { ...resource.body(), email: hall.other.email }],
      ['POST', resource.path, { ...resource.body(), id: hall.other.studentId }],
      ['POST', resource.path, { ...resource.body(), name: hall.other.name }],
      ...(resource.approval
        ? [['PATCH', `${resource.path}/${id}`, resource.approval] as [string, string, unknown]]
        : []),
    ];
    for (const [method, path, json] of calls) {
      const answer = await api(hall.portal, method, path, {
        token: hall.student.idToken,
        ...(json === undefined ? {} : { json }),
      });
      expect(answer.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await everything(resource.path)).toEqual(before);
  });

  it('refuses the administrator filing a request as a student (403)', async () => {
    const answer = await api(hall.portal, 'POST', resource.path, { token: hall.admin.idToken, json: resource.body() });
    expect(answer.status).toBe(403);
  });

  it('refuses a signed-in account without a user record (404 no_profile)', async () => {
    const stranger = await createAccount({ verified: true });
    const before = await everything(resource.path);
    const answer = await api(hall.portal, 'POST', resource.path, { token: stranger.idToken, json: resource.body() });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'no_profile' } });
    expect(await everything(resource.path)).toEqual(before);
  });

  it.each(resource.invalid)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_label, change, field) => {
      const before = await everything(resource.path);
      const answer = await api<{ error: { code: string; fields: Record<string, string> } }>(
        hall.portal,
        'POST',
        resource.path,
        {
          token: hall.student.idToken,
          json: { ...resource.body(), ...change },
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_body');
      expect(answer.body.error.fields[field]).toEqual(expect.any(String));
      expect(await everything(resource.path)).toEqual(before);
    },
  );

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id', '..%2F..%2Fusers']) {
      const removed = await api(hall.portal, 'DELETE', `${resource.path}/${id}`, { token: hall.admin.idToken });
      expect(removed.status, id).toBe(404);
      if (resource.approval) {
        const approved = await api(hall.portal, 'PATCH', `${resource.path}/${id}`, {
          token: hall.admin.idToken,
          json: resource.approval,
        });
        expect(approved.status, id).toBe(404);
      }
    }
  });

  it('lets the administrator clear a request: deletedCount 1, then 404', async () => {
    const id = await file(resource.path, hall.student, resource.body());
    const removed = await api(hall.portal, 'DELETE', `${resource.path}/${id}`, { token: hall.admin.idToken });
    expect(removed).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect((await everything(resource.path)).map((record) => record._id)).not.toContain(id);
    const again = await api(hall.portal, 'DELETE', `${resource.path}/${id}`, { token: hall.admin.idToken });
    expect(again.status).toBe(404);
  });
});

describe.each(resources.filter((resource) => resource.approval))('approving $path', (resource) => {
  it('sets status=confirm once, and puts approved items first, then newest first', async () => {
    const older = await file(resource.path, hall.student, resource.body());
    const approval = resource.approval ?? {};
    const first = await api(hall.portal, 'PATCH', `${resource.path}/${older}`, {
      token: hall.admin.idToken,
      json: approval,
    });
    expect(first).toMatchObject({ status: 200, body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
    const second = await api(hall.portal, 'PATCH', `${resource.path}/${older}`, {
      token: hall.admin.idToken,
      json: approval,
    });
    expect(second.body).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    // Filed after the approval: one pending room application at a time.
    const newer = await file(resource.path, hall.student, resource.body());

    const list = await everything(resource.path);
    const approvedCount = list.filter((record) => record.status === 'confirm').length;
    expect(list.slice(0, approvedCount).every((record) => record.status === 'confirm')).toBe(true);
    const pending = list.slice(approvedCount).map((record) => record._id);
    expect(pending.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(list.find((record) => record._id === older)).toMatchObject(approval);

    const own = await api<Saved[]>(
      hall.portal,
      'GET',
      `${resource.path}?email=${encodeURIComponent(hall.student.email)}`,
      { token: hall.student.idToken },
    );
    expect(own.body[0]).toMatchObject({ _id: older, ...approval });
  });

  it('refuses any other status, or extra fields, with 400 and changes nothing', async () => {
    const id = await file(resource.path, hall.student, resource.body());
    const before = await everything(resource.path);
    for (const body of [{ status: 'rejected' }, { ...resource.approval, email: 'x@student.cuet.ac.bd' }, {}]) {
      const answer = await api(hall.portal, 'PATCH', `${resource.path}/${id}`, {
        token: hall.admin.idToken,
        json: body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await everything(resource.path)).toEqual(before);
  });
});

describe('a bKash transaction id pays once', () => {
  it('is refused with 409 when used again, in either collection, ignoring case and spaces', async () => {
    const transactionId = uniqueTransactionId();
    const token = resources[0]!;
    const hallFee = resources[1]!;
    await file(token.path, hall.student, { ...token.body(), Transaction_id: transactionId });
    const tokensBefore = await everything(token.path);
    const feesBefore = await everything(hallFee.path);

    const again = await api(hall.portal, 'POST', token.path, {
      token: hall.other.idToken,
      json: { ...token.body(), Transaction_id: ` ${transactionId.toLowerCase()} ` },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'conflict', message: messages.api.transactionIdUsed } });
    const asFee = await api(hall.portal, 'POST', hallFee.path, {
      token: hall.student.idToken,
      json: { ...hallFee.body(), Transaction_id: transactionId.toLowerCase() },
    });
    expect(asFee.status).toBe(409);

    expect(await everything(token.path)).toEqual(tokensBefore);
    expect(await everything(hallFee.path)).toEqual(feesBefore);
  });

  it('stores exactly one of 20 simultaneous submissions with one transaction id', async () => {
    const transactionId = uniqueTransactionId();
    const token = resources[0]!;
    const hallFee = resources[1]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const resource = index % 2 === 0 ? token : hallFee;
        const who = index % 3 === 0 ? hall.other : hall.student;
        return api(hall.portal, 'POST', resource.path, {
          token: who.idToken,
          json: { ...resource.body(), Transaction_id: transactionId },
        });
      }),
    );
    // One is stored. The winner's own identical re-sends get that record (a retry is not fraud,
    // decision 013); every other submission is a 409.
    const created = answers.filter((answer) => answer.status === 201);
    expect(new Set(created.map((answer) => (answer.body as { insertedId: string }).insertedId)).size).toBe(1);
    expect(created.filter((answer) => answer.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    expect(created.length + answers.filter((answer) => answer.status === 409).length).toBe(20);
    expect(answers.filter((answer) => answer.status === 409).length).toBeGreaterThanOrEqual(10);
    const stored = [...(await everything(token.path)), ...(await everything(hallFee.path))].filter(
      (record) => record.Transaction_id === transactionId,
    );
    expect(stored).toHaveLength(1);
  });
});

describe('clearing a paid request', () => {
  it.each([0, 1])(
    'before approval releases its transaction id: another student then files with it (%#)',
    async (index) => {
      const resource = resources[index]!;
      const transactionId = uniqueTransactionId();
      const squatted = await file(resource.path, hall.other, { ...resource.body(), Transaction_id: transactionId });
      const refused = await api(hall.portal, 'POST', resource.path, {
        token: hall.student.idToken,
        json: { ...resource.body(), Transaction_id: transactionId },
      });
      expect(refused.status).toBe(409);
      const cleared = await api(hall.portal, 'DELETE', `${resource.path}/${squatted}`, { token: hall.admin.idToken });
      expect(cleared.status).toBe(200);
      const filed = await file(resources[1 - index]!.path, hall.student, {
        ...resources[1 - index]!.body(),
        Transaction_id: transactionId.toLowerCase(),
      });
      expect((await everything(resources[1 - index]!.path)).find((record) => record._id === filed)).toMatchObject({
        email: hall.student.email,
      });
    },
  );

  it('after approval keeps its transaction id spent', async () => {
    const resource = resources[0]!;
    const transactionId = uniqueTransactionId();
    const paid = await file(resource.path, hall.other, { ...resource.body(), Transaction_id: transactionId });
    expect(
      (
        await api(hall.portal, 'PATCH', `${resource.path}/${paid}`, {
          token: hall.admin.idToken,
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);
    expect((await api(hall.portal, 'DELETE', `${resource.path}/${paid}`, { token: hall.admin.idToken })).status).toBe(
      200,
    );
    const feesBefore = await everything(resources[1]!.path);
    const again = await api(hall.portal, 'POST', resources[1]!.path, {
      token: hall.student.idToken,
      json: { ...resources[1]!.body(), Transaction_id: transactionId },
    });
    expect(again.status).toBe(409);
    expect(await everything(resources[1]!.path)).toEqual(feesBefore);
  });
});

describe("createdAt is the server's time", () => {
  it.each(resources)('a client-chosen createdAt on $path is refused (400) and stores nothing', async (resource) => {
    const before = await everything(resource.path);
    const answer = await api(hall.portal, 'POST', resource.path, {
      token: hall.student.idToken,
      json: { ...resource.body(), createdAt: '9999-12-31' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid_body', fields: { createdAt: expect.any(String) } } });
    expect(await everything(resource.path)).toEqual(before);
  });

  it('a filed request reads back as filed today', async () => {
    const resource = resources[3]!;
    const id = await file(resource.path, hall.student, resource.body());
    const saved = (await everything(resource.path)).find((record) => record._id === id);
    expect(String(saved?.createdAt).slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('what students really type (decision 014)', () => {
  async function saved(path: string, id: string): Promise<Saved | undefined> {
    return (await everything(path)).find((record) => record._id === id);
  }

  it('files a hall fee from November to February with +880 and a pasted id, stored normalised', async () => {
    const hallFee = resources[1]!;
    const plain = uniqueTransactionId();
    const pasted = ` ${plain.slice(0, 4).toLowerCase()} ${plain.slice(4)} `;
    const id = await file(hallFee.path, hall.student, {
      ...hallFee.body(),
      month_start: 'November',
      month_end: 'February',
      bkash_number: '+8801712345678',
      Transaction_id: pasted,
    });
    expect(await saved(hallFee.path, id)).toMatchObject({
      month_start: 'November',
      month_end: 'February',
      bkash_number: '01712345678',
      Transaction_id: plain,
    });
  });

  it('stores each usual bKash spelling as the 11 digits', async () => {
    const token = resources[0]!;
    for (const typed of ['8801712345678', '01712-345678', '01712 345 678']) {
      const id = await file(token.path, hall.student, { ...token.body(), bkash_number: typed });
      expect((await saved(token.path, id))?.bkash_number, typed).toBe('01712345678');
    }
  });

  it('accepts rooms as halls name them, and allocates one', async () => {
    const room = resources[2]!;
    const rooms = { room_1: '313 North', room_2: 'B-12', room_3: '4/7', room_4: '  215  A ', pre_room: 'N/A' };
    const id = await file(room.path, hall.student, { ...room.body(), ...rooms });
    expect(await saved(room.path, id)).toMatchObject({ ...rooms, room_4: '215 A' });
    // One room per student (already_housed): the office clears the room an earlier test allotted them.
    const all = await api<Saved[]>(hall.portal, 'GET', room.path, { token: hall.admin.idToken });
    for (const housed of all.body.filter((one) => one.status === 'confirm' && one.email === hall.student.email))
      expect(
        (await api(hall.portal, 'DELETE', `${room.path}/${housed._id}`, { token: hall.admin.idToken })).status,
      ).toBe(200);
    const approved = await api(hall.portal, 'PATCH', `${room.path}/${id}`, {
      token: hall.admin.idToken,
      json: { status: 'confirm', SelectedRoom: '313 North' },
    });
    expect(approved.status).toBe(200);
    expect(await saved(room.path, id)).toMatchObject({ status: 'confirm', SelectedRoom: '313 North' });
  });
});

describe('GET with ?email=', () => {
  it('refuses an empty or repeated email parameter with 400', async () => {
    for (const query of ['?email=', `?email=${hall.student.email}&email=${hall.other.email}`]) {
      const answer = await api(hall.portal, 'GET', `/tokenpurches${query}`, { token: hall.student.idToken });
      expect(answer.status, query).toBe(400);
    }
  });

  it('lets the administrator read one student’s records', async () => {
    const answer = await api<Saved[]>(hall.portal, 'GET', `/hallfee?email=${encodeURIComponent(hall.student.email)}`, {
      token: hall.admin.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.every((record) => record.email === hall.student.email)).toBe(true);
  });
});
