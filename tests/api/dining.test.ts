// The dining hall's day through the API (issue 30, decision 033), on both stores: the SQLite portal
// and the API on the Firestore store over its in-memory double. Who may call each dining route
// (walking the policy's cells), the staff list's refusals, the cutoff, a day outside the token, a
// pending token, serving once per sitting (also under 20 concurrent serves), a switched-off day,
// between sittings, and the kitchen's count against countDay. The API's clock is the test's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  countDay,
  type ActivityEntry,
  diningMessages,
  hallInstant,
  type Actor,
  type DayCounts,
  type DayListEntry,
  type DiningStaffListing,
  type KitchenCounts,
  type MealCheck,
  type MealDays,
  type Serving,
  type TokenPurchase,
} from '@hall/model';
import { createAccount, uniqueEmail, type TestAccount } from '../support/auth-emulator.ts';
import { BOTH_STORES, type ApiBackend } from '../support/both-stores.ts';
import { api } from '../support/portal.ts';
import { apiCaller, routeCells, walkCells, type Caller, type PolicyRoute } from '../support/policy-walk.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { openBackend } from '../support/test-portal.ts';

/** A day far from the real one: the API's clock is set around it. */
const DAY = '2030-03-10';
const at = (day: string, time: string) => hallInstant(day, time);

describe.each(BOTH_STORES)('the dining API on the %s', (_label, open) => {
  let now = at(DAY, '13:05');
  const clock = () => new Date(now.getTime());
  let backend: ApiBackend;
  let admin: TestAccount;
  let owner: TestStudent;
  let other: TestStudent;
  let staff: TestAccount;
  /** On the staff list, but their e-mail is not verified: no staff rights. */
  let unverifiedStaff: TestAccount;
  /** The owner's approved token, DAY to DAY + 5. */
  let tokenId: string;
  /** Another approved token of the owner's for DAY, that the policy's walk checks and serves. */
  let walkToken: string;

  const call = apiCaller(() => backend);

  /** The student files a token for `start` to `end`; the office approves or rejects it, or leaves it pending. */
  async function fileToken(student: TestStudent, start: string, end: string, decision?: 'approve' | 'reject') {
    const filed = await call<{ insertedId: string }>('POST', '/tokenpurches', student, {
      Start_date: start,
      End_date: end,
      package1: '15',
      amount: '1300',
      Transaction_id: uniqueTransactionId(),
      bkash_number: '01712345678',
    });
    expect(filed.status).toBe(201);
    const id = filed.body.insertedId;
    if (decision) {
      const body = decision === 'approve' ? { status: 'confirm' } : { status: 'rejected', rejectReason: 'Not paid.' };
      expect((await call('PATCH', `/tokenpurches/${id}`, admin, body)).status).toBe(200);
    }
    return id;
  }

  const serve = (id: string, caller: { idToken: string } = staff) =>
    call<Serving & { error?: { code: string; message: string } }>('POST', `/dining/check/${id}/serve`, caller);
  const switchDay = (id: string, day: string, off: boolean, caller: { idToken: string } = owner) =>
    call<{ modifiedCount: number; error?: { code: string; message: string } }>(
      'PUT',
      `/dining/tokens/${id}/meals/${day}`,
      caller,
      { off },
    );
  const mealDays = async (id: string) => (await call<MealDays>('GET', `/dining/tokens/${id}/meals`, admin)).body;

  beforeAll(async () => {
    const opened = await openBackend(() => open({ clock }), {
      owner: {},
      other: {},
    });
    ({ backend, admin, owner, other } = opened);
    staff = await createAccount({ email: uniqueEmail('dining'), verified: true });
    unverifiedStaff = await createAccount({ email: uniqueEmail('dining'), verified: false });
    for (const account of [staff, unverifiedStaff])
      expect((await call('POST', '/dining/staff', admin, { email: account.email })).status).toBe(201);
    tokenId = await fileToken(owner, DAY, addDays(DAY, 5), 'approve');
    walkToken = await fileToken(owner, DAY, DAY, 'approve');
  });

  describe('who may call what: every dining route for every actor, as the policy says', () => {
    const routes: PolicyRoute[] = [
      { method: 'GET', path: () => '/dining/staff', resource: 'diningStaff', operation: 'list' },
      {
        method: 'POST',
        path: () => '/dining/staff',
        body: () => ({ email: uniqueEmail('dining') }),
        resource: 'diningStaff',
        operation: 'create',
        success: 201,
      },
      {
        method: 'DELETE',
        path: () => `/dining/staff/${uniqueEmail('gone')}`,
        resource: 'diningStaff',
        operation: 'delete',
      },
      {
        method: 'GET',
        path: () => `/dining/tokens/${tokenId}/meals`,
        resource: 'mealSwitches',
        operation: 'read',
        owned: true,
      },
      {
        method: 'PUT',
        path: () => `/dining/tokens/${tokenId}/meals/${addDays(DAY, 5)}`,
        body: () => ({ off: false }),
        resource: 'mealSwitches',
        operation: 'create',
        owned: true,
      },
      { method: 'GET', path: () => '/dining/counts', resource: 'mealCounts', operation: 'read' },
      { method: 'GET', path: () => `/dining/days/${DAY}`, resource: 'mealCounts', operation: 'list' },
      { method: 'GET', path: () => `/dining/check/${walkToken}`, resource: 'mealChecks', operation: 'read' },
      {
        method: 'POST',
        path: () => `/dining/check/${walkToken}/serve`,
        resource: 'servings',
        operation: 'create',
        success: 201,
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
      now = at(DAY, '13:05');
      const cells = routeCells(route, callers());
      // Listed but unverified: a student as far as the policy goes.
      const asStudent = cells.find((cell) => cell.actor === 'student')!;
      cells.push({ ...asStudent, caller: unverifiedStaff, label: 'student (unverified staff)' });
      await walkCells(route, cells, call);
    });

    it('tells a caller whether they are dining staff', async () => {
      expect((await call('GET', '/dining/me', staff)).body).toEqual({ staff: true });
      for (const caller of [unverifiedStaff, owner, admin])
        expect((await call('GET', '/dining/me', caller)).body).toEqual({ staff: false });
      expect((await call('GET', '/dining/me')).status).toBe(401);
    });
  });

  describe('the staff list', () => {
    it('refuses a staff member removed from the list (403) the check, the serve, the counts and the day list', async () => {
      now = at(DAY, '13:10');
      const cook = await createAccount({ email: uniqueEmail('dining'), verified: true });
      expect((await call('POST', '/dining/staff', admin, { email: cook.email })).status).toBe(201);
      const asked = [
        ['GET', `/dining/check/${tokenId}`],
        ['GET', '/dining/counts'],
        ['GET', `/dining/days/${DAY}`],
      ] as const;
      for (const [method, path] of asked) expect((await call(method, path, cook)).status, path).toBe(200);
      // The address as an office might type it: spaces around, capitals; removed all the same.
      const typed = encodeURIComponent(` ${cook.email.toUpperCase()} `);
      expect((await call('DELETE', `/dining/staff/${typed}`, admin)).body).toEqual({
        acknowledged: true,
        deletedCount: 1,
      });
      const listed = (await call<{ email: string }[]>('GET', '/dining/staff', admin)).body;
      expect(listed.map((member) => member.email)).not.toContain(cook.email);
      for (const [method, path] of [...asked, ['POST', `/dining/check/${tokenId}/serve`] as const])
        expect((await call(method, path, cook)).status, path).toBe(403);
      expect((await call<MealCheck>('GET', `/dining/check/${tokenId}`, staff)).body.serving).toBeNull();
      expect((await call('GET', '/dining/me', cook)).body).toEqual({ staff: false });
    });

    it("refuses a student's address, the administrator's and a non-CUET one with 400 fields.email, changing nothing", async () => {
      const before = (await call('GET', '/dining/staff', admin)).body;
      for (const email of [owner.email, backend.adminEmail, 'cook@example.com']) {
        const refused = await call<{ error: { code: string; fields: Record<string, string> } }>(
          'POST',
          '/dining/staff',
          admin,
          { email },
        );
        expect(refused.status, email).toBe(400);
        expect(refused.body.error.code).toBe('invalid_body');
        expect(Object.keys(refused.body.error.fields)).toEqual(['email']);
      }
      const refused = await call<{ error: { fields: Record<string, string> } }>('POST', '/dining/staff', admin, {
        email: owner.email,
      });
      expect(refused.body.error.fields.email).toBe(diningMessages.staffNotAllowed);
      expect((await call('GET', '/dining/staff', admin)).body).toEqual(before);
    });

    it("answers each address with its sign-in account's state: verified, unverified or none (GET and POST)", async () => {
      const noAccount = uniqueEmail('dining');
      const added = await call<DiningStaffListing>('POST', '/dining/staff', admin, { email: noAccount });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ email: noAccount, account: 'none' });
      const again = await call<DiningStaffListing>('POST', '/dining/staff', admin, { email: staff.email });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ email: staff.email, account: 'verified' });
      const listed = (await call<DiningStaffListing[]>('GET', '/dining/staff', admin)).body;
      const accountOf = new Map(listed.map((member) => [member.email, member.account]));
      expect([staff.email, unverifiedStaff.email, noAccount].map((email) => accountOf.get(email))).toEqual([
        'verified',
        'unverified',
        'none',
      ]);
      expect((await call('DELETE', `/dining/staff/${noAccount}`, admin)).status).toBe(200);
    });

    it('adds an address once (201, then 200), lists it by e-mail and removes it', async () => {
      const email = uniqueEmail('dining');
      expect((await call('POST', '/dining/staff', admin, { email: email.toUpperCase() })).status).toBe(201);
      expect((await call('POST', '/dining/staff', admin, { email })).status).toBe(200);
      const listed = (await call<{ email: string }[]>('GET', '/dining/staff', admin)).body.map(
        (member) => member.email,
      );
      expect(listed.filter((listedEmail) => listedEmail === email)).toHaveLength(1);
      expect(listed).toEqual([...listed].sort());
      expect((await call('DELETE', `/dining/staff/${email}`, admin)).body).toEqual({
        acknowledged: true,
        deletedCount: 1,
      });
      expect((await call('DELETE', `/dining/staff/${email}`, admin)).body).toEqual({
        acknowledged: true,
        deletedCount: 0,
      });
      // The office's log: one entry per change that changed the list, naming the address.
      for (const action of ['staff_added', 'staff_removed']) {
        const { items } = (await call<{ items: ActivityEntry[] }>('GET', `/activity?limit=50&action=${action}`, admin))
          .body;
        expect(items.filter((entry) => entry.recordId === email)).toMatchObject([
          { action, collection: 'diningStaff', actorEmail: admin.email, studentId: null, changes: { email } },
        ]);
      }
    });
  });

  describe('meal on/off', () => {
    it('switches a day before its cutoff; at the cutoff it is 409 meal_day_locked and nothing changes', async () => {
      const day = addDays(DAY, 2);
      now = at(addDays(day, -1), '21:59');
      const switched = await switchDay(tokenId, day, true);
      expect(switched.status).toBe(200);
      expect(switched.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      expect((await switchDay(tokenId, day, true)).body).toMatchObject({ modifiedCount: 0 });
      const before = await mealDays(tokenId);
      expect(before.days.find((entry) => entry.day === day)).toEqual({ day, off: true, locked: false });
      expect(before.switches[0]).toMatchObject({ tokenId, day, off: true, at: now.toISOString() });

      now = at(addDays(day, -1), '22:00');
      const late = await switchDay(tokenId, day, false);
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({ code: 'meal_day_locked', message: diningMessages.dayLocked(day) });
      const after = await mealDays(tokenId);
      expect(after.days.find((entry) => entry.day === day)).toEqual({ day, off: true, locked: true });
      expect(after.switches).toEqual(before.switches);
    });

    it('refuses a day outside the token (400) and a token not approved (409 not_approved), changing nothing', async () => {
      now = at(addDays(DAY, -3), '10:00');
      for (const day of [addDays(DAY, -1), addDays(DAY, 6)]) {
        const outside = await switchDay(tokenId, day, true);
        expect(outside.status, day).toBe(400);
        expect(outside.body.error?.message).toBe(diningMessages.dayOutsideToken);
      }
      expect((await switchDay(tokenId, '2030-02-30', true)).status).toBe(400);
      expect((await call('PUT', `/dining/tokens/${tokenId}/meals/${DAY}`, owner, { off: 'yes' })).status).toBe(400);
      const pending = await fileToken(owner, DAY, addDays(DAY, 5));
      const refused = await switchDay(pending, DAY, true);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({ code: 'not_approved', message: diningMessages.tokenNotApproved });
      expect((await mealDays(pending)).switches).toEqual([]);
      expect((await mealDays(tokenId)).days.filter((entry) => entry.off).map((entry) => entry.day)).toEqual([
        addDays(DAY, 2),
      ]);
    });
  });

  describe('serving', () => {
    it('serves in a sitting (201); again is 409 already_served with the time; the check shows the serving', async () => {
      now = at(DAY, '13:05');
      const served = await serve(tokenId);
      expect(served.status).toBe(201);
      expect(served.body).toEqual({
        tokenId,
        day: DAY,
        sitting: 'lunch',
        servedAt: now.toISOString(),
        servedBy: staff.email,
      });
      now = at(DAY, '13:40');
      const again = await serve(tokenId);
      expect(again.status).toBe(409);
      // params: what the message was made from, for the Bangla build to word it (decision 036).
      expect(again.body.error).toEqual({
        code: 'already_served',
        message: 'Already served at 13:05',
        params: [at(DAY, '13:05').toISOString()],
      });
      const check = await call<MealCheck>('GET', `/dining/check/${tokenId}`, staff);
      expect(check.body).toMatchObject({
        tokenId,
        valid: true,
        today: DAY,
        studentId: owner.studentId,
        name: owner.name,
        mealOff: false,
        sitting: 'lunch',
        serving: served.body,
      });
      // The same token at dinner is another meal.
      now = at(DAY, '20:00');
      expect((await serve(tokenId)).status).toBe(201);
    });

    it('of 20 concurrent serves of one token, exactly one is 201 and 19 are 409 already_served', async () => {
      const token = await fileToken(other, DAY, DAY, 'approve');
      now = at(DAY, '14:59');
      const answers = await Promise.all(Array.from({ length: 20 }, () => serve(token)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(refused).toHaveLength(19);
      for (const answer of refused) expect(answer.body.error?.code).toBe('already_served');
      expect((await call<DayListEntry[]>('GET', `/dining/days/${DAY}`, staff)).status).toBe(200);
    });

    it('keeps the answer of a serve sent with an Idempotency-Key: a retry replays it, and serves nothing more', async () => {
      const token = await fileToken(other, DAY, DAY, 'approve');
      now = at(DAY, '20:30');
      const keyed = (key: string) =>
        api<Serving & { error?: { code: string } }>(backend, 'POST', `/dining/check/${token}/serve`, {
          token: staff.idToken,
          headers: { 'idempotency-key': key },
        });
      const first = await keyed('serve-1');
      expect(first.status).toBe(201);
      const retry = await keyed('serve-1');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect((await keyed('serve-2')).body.error?.code).toBe('already_served');
      const list = (await call<{ list: DayListEntry[] }>('GET', `/dining/days/${DAY}`, staff)).body.list;
      expect(list.find((entry) => entry.tokenId === token)?.served).toEqual({ dinner: first.body.servedAt });
    });

    it('refuses a switched-off day (meal_switched_off), between sittings (no_sitting) and outside the token (not_valid_today)', async () => {
      const day = addDays(DAY, 2); // switched off above
      now = at(day, '13:10');
      expect((await serve(tokenId)).body.error).toEqual({ code: 'meal_switched_off', message: diningMessages.mealOff });
      now = at(DAY, '15:00');
      expect((await serve(tokenId)).body.error).toEqual({ code: 'no_sitting', message: diningMessages.noSitting });
      now = at(addDays(DAY, 6), '13:10');
      expect((await serve(tokenId)).body.error).toEqual({
        code: 'not_valid_today',
        message: diningMessages.notValidToday,
      });
      const pending = await fileToken(owner, DAY, DAY);
      now = at(DAY, '21:00');
      expect((await serve(pending)).body.error?.code).toBe('not_valid_today');
      expect((await serve('0123456789abcdef01234567')).status).toBe(404);
      for (const day of [addDays(DAY, 2), addDays(DAY, 6)]) {
        const list = (await call<{ list: DayListEntry[] }>('GET', `/dining/days/${day}`, staff)).body.list;
        expect(
          list.flatMap((entry) => Object.keys(entry.served)),
          day,
        ).toEqual([]);
      }
    });
  });

  it('counts a day equal to countDay over seeded data (covering, not covering, pending, rejected, days off, both sittings)', async () => {
    const day = '2030-06-15';
    const covering = await fileToken(owner, addDays(day, -3), addDays(day, 3), 'approve');
    const switchedOff = await fileToken(other, day, day, 'approve');
    const backOn = await fileToken(owner, day, addDays(day, 1), 'approve');
    // Not counted on the day: one ending the day before, one pending, one rejected.
    await fileToken(other, addDays(day, -5), addDays(day, -1), 'approve');
    await fileToken(owner, day, day);
    await fileToken(other, day, day, 'reject');
    now = at(addDays(day, -2), '09:00');
    const offDays = [
      { tokenId: switchedOff, day },
      { tokenId: covering, day: addDays(day, 1) },
    ];
    expect((await switchDay(switchedOff, day, true, other)).status).toBe(200);
    expect((await switchDay(covering, addDays(day, 1), true)).status).toBe(200);
    expect((await switchDay(backOn, day, true)).status).toBe(200);
    expect((await switchDay(backOn, day, false)).status).toBe(200);
    const servings: Serving[] = [];
    for (const [time, id] of [
      ['13:00', covering],
      ['13:30', backOn],
      ['20:15', covering],
    ] as const) {
      now = at(day, time);
      const served = await serve(id);
      expect(served.status).toBe(201);
      servings.push(served.body);
    }
    expect((await serve(switchedOff)).status).toBe(409);

    const tokens = (await call<TokenPurchase[]>('GET', '/tokenpurches', admin)).body;
    for (const counted of [day, addDays(day, 1), addDays(day, -1)]) {
      const answer = (await call<{ counts: DayCounts; list: DayListEntry[] }>('GET', `/dining/days/${counted}`, staff))
        .body;
      expect(answer.counts, counted).toEqual(countDay(counted, tokens, offDays, servings));
    }
    const { counts, list } = (
      await call<{ counts: DayCounts; list: DayListEntry[] }>('GET', `/dining/days/${day}`, admin)
    ).body;
    expect(counts).toEqual({
      day,
      tokens: 3,
      switchedOff: 1,
      sittings: [
        { sitting: 'lunch', expected: 2, served: 2 },
        { sitting: 'dinner', expected: 2, served: 1 },
      ],
    });
    expect(list.map((entry) => entry.tokenId).sort()).toEqual([covering, switchedOff, backOn].sort());
    expect(list.map((entry) => entry.studentId)).toEqual([...list.map((entry) => entry.studentId)].sort());
    expect(list.find((entry) => entry.tokenId === switchedOff)).toMatchObject({ off: true, served: {} });
    expect(list.find((entry) => entry.tokenId === covering)?.served).toEqual({
      lunch: servings[0]!.servedAt,
      dinner: servings[2]!.servedAt,
    });

    // The opening view: today and tomorrow by the API's clock, and the sitting now.
    now = at(day, '20:15');
    const kitchen = (await call<KitchenCounts>('GET', '/dining/counts', staff)).body;
    expect(kitchen).toEqual({
      today: countDay(day, tokens, offDays, servings),
      tomorrow: countDay(addDays(day, 1), tokens, offDays, servings),
      sitting: 'dinner',
    });
  });
});
