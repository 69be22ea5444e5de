// Rejecting a request with a reason (decision 031), on both stores: the SQLite portal and the API
// on the Firestore store over its in-memory double, each with tokens from the Auth emulator. Who
// may reject, the reason's bounds, what the student then reads, that a decision is final, and
// what a rejection does to the bKash transaction id's claim (it is released).
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hall/model';
import { firestoreBackend, sqliteBackend } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { useBackend } from '../support/test-portal.ts';
import { SAMPLE_CHOICES, seedRooms } from '../support/room-inventory.ts';
import { soloApplication } from '../support/rooms.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';

const token = () => sampleTokenPurchase({ Transaction_id: uniqueTransactionId() });
const hallFee = () => sampleHallFee({ Transaction_id: uniqueTransactionId() });
/** The applicant's application naming no one else (a named student must be registered; decision 034). */
const room = (who: TestStudent) => soloApplication(who, SAMPLE_CHOICES);

const REQUESTS = [
  { path: '/tokenpurches', body: token, approval: { status: 'confirm' } },
  { path: '/hallfee', body: hallFee, approval: { status: 'confirm' } },
  { path: '/roomallotement', body: room, approval: { status: 'confirm', SelectedRoom: '312' } },
] as const;

type Saved = { _id: string; status?: string; rejectReason?: string; Transaction_id?: string };

describe.each([
  ['SQLite', sqliteBackend],
  ['Firestore (in-memory double)', firestoreBackend],
])('rejecting a request with a reason, on %s', (_name, open) => {
  const hall = useBackend(open, { student: {}, other: {} });
  beforeAll(() => seedRooms(hall.backend, hall.admin.idToken));

  const file = async (path: string, who: TestStudent, body: Record<string, unknown>) => {
    const created = await api<{ insertedId: string }>(hall.backend, 'POST', path, { token: who.idToken, json: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.insertedId;
  };
  const decide = (path: string, id: string, json: unknown, as: string | undefined = hall.admin.idToken) =>
    api<{ error?: { code: string; fields?: Record<string, string> } }>(hall.backend, 'PATCH', `${path}/${id}`, {
      ...(as ? { token: as } : {}),
      json,
    });
  const everything = async (path: string) =>
    (await api<Saved[]>(hall.backend, 'GET', path, { token: hall.admin.idToken })).body;
  const own = async (path: string, who: TestStudent) =>
    (await api<Saved[]>(hall.backend, 'GET', `${path}?email=${encodeURIComponent(who.email)}`, { token: who.idToken }))
      .body;

  it.each(REQUESTS)(
    'the office rejects a pending $path request; the student reads "rejected" and the reason',
    async ({ path, body }) => {
      const id = await file(path, hall.student, body(hall.student));
      const answer = await decide(path, id, { status: 'rejected', rejectReason: '  The bKash id was not found \n' });
      expect(answer).toMatchObject({ status: 200, body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 } });
      const mine = (await own(path, hall.student)).find((record) => record._id === id);
      expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'The bKash id was not found' });
      // The paged history says the same.
      const page = await api<{ items: Saved[] }>(
        hall.backend,
        'GET',
        `${path}?email=${encodeURIComponent(hall.student.email)}&limit=50`,
        { token: hall.student.idToken },
      );
      expect(page.body.items.find((record) => record._id === id)).toMatchObject({
        status: 'rejected',
        rejectReason: 'The bKash id was not found',
      });
    },
  );

  it('only the administrator rejects: a visitor gets 401, a student (even the owner) 403, and nothing changes', async () => {
    const id = await file('/tokenpurches', hall.student, token());
    const before = await everything('/tokenpurches');
    const rejection = { status: 'rejected', rejectReason: 'Not paid' };
    expect((await decide('/tokenpurches', id, rejection, '')).status).toBe(401);
    expect((await decide('/tokenpurches', id, rejection, hall.student.idToken)).status).toBe(403);
    expect((await decide('/tokenpurches', id, rejection, hall.other.idToken)).status).toBe(403);
    expect(await everything('/tokenpurches')).toEqual(before);
  });

  it('the reason is required, one line of at most 200 characters: anything else is a 400 that changes nothing', async () => {
    const id = await file('/hallfee', hall.student, hallFee());
    const before = await everything('/hallfee');
    const bad: Array<[unknown, string]> = [
      [{ status: 'rejected' }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: '' }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: ' \u200B\t ' }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: 'x'.repeat(LIMITS.rejectReason + 1) }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: 42 }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: ['Not paid'] }, 'rejectReason'],
      [{ status: 'rejected', rejectReason: 'Not paid', amount: '1' }, 'amount'],
      [{ status: 'confirm', rejectReason: 'Not paid' }, 'rejectReason'],
      [{ status: 'REJECTED', rejectReason: 'Not paid' }, 'status'],
    ];
    for (const [json, field] of bad) {
      const answer = await decide('/hallfee', id, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.error?.fields, JSON.stringify(json)).toHaveProperty(field);
    }
    expect(await everything('/hallfee')).toEqual(before);
    const longest = await decide('/hallfee', id, { status: 'rejected', rejectReason: 'x'.repeat(LIMITS.rejectReason) });
    expect(longest.status).toBe(200);
  });

  it('a decision is final: a rejected request is not approved nor re-reasoned, an approved one is not rejected (409)', async () => {
    for (const { path, body, approval } of REQUESTS) {
      const rejected = await file(path, hall.student, body(hall.student));
      expect((await decide(path, rejected, { status: 'rejected', rejectReason: 'Duplicate' })).status).toBe(200);
      const approved = await file(path, hall.student, body(hall.student));
      expect((await decide(path, approved, approval)).status).toBe(200);
      const before = await everything(path);

      const approving = await decide(path, rejected, approval);
      expect(approving).toMatchObject({
        status: 409,
        body: { error: { code: 'already_decided', message: 'This request has already been approved or rejected.' } },
      });
      expect((await decide(path, rejected, { status: 'rejected', rejectReason: 'Another reason' })).status).toBe(409);
      expect((await decide(path, approved, { status: 'rejected', rejectReason: 'Too late' })).status).toBe(409);
      expect(await everything(path)).toEqual(before);
      // The same rejection sent again (a retry) is answered, changing nothing.
      expect((await decide(path, rejected, { status: 'rejected', rejectReason: 'Duplicate' })).body).toMatchObject({
        matchedCount: 1,
        modifiedCount: 0,
      });
      expect(
        (await decide(path, '0123456789abcdef01234567', { status: 'rejected', rejectReason: 'Duplicate' })).status,
      ).toBe(404);
    }
  });

  it("a rejection releases the transaction id's claim: the student files again with the same id; an approved one keeps it", async () => {
    for (const path of ['/tokenpurches', '/hallfee'] as const) {
      const body = path === '/tokenpurches' ? token() : hallFee();
      const first = await file(path, hall.student, body);
      // While pending, the id is taken.
      expect((await api(hall.backend, 'POST', path, { token: hall.other.idToken, json: body })).status).toBe(409);
      expect((await decide(path, first, { status: 'rejected', rejectReason: 'Wrong package' })).status).toBe(200);
      // Re-filed (ignoring case), after a rejection: a new record, which takes the claim.
      const again = await file(path, hall.student, { ...body, Transaction_id: body.Transaction_id.toLowerCase() });
      expect(again).not.toBe(first);
      // Clearing the rejected record later releases nothing that the new one holds.
      expect((await api(hall.backend, 'DELETE', `${path}/${first}`, { token: hall.admin.idToken })).status).toBe(200);
      expect((await api(hall.backend, 'POST', path, { token: hall.other.idToken, json: body })).status).toBe(409);
      // Approved, the id stays spent for good.
      expect((await decide(path, again, { status: 'confirm' })).status).toBe(200);
      expect((await api(hall.backend, 'DELETE', `${path}/${again}`, { token: hall.admin.idToken })).status).toBe(200);
      expect((await api(hall.backend, 'POST', path, { token: hall.other.idToken, json: body })).status).toBe(409);
    }
  });
});
