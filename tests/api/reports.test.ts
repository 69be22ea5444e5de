// The office's reports through the API (issue 32, decision 035), on both stores: the SQLite portal
// and the API on the Firestore store over its in-memory double. Who may read them (walking the
// policy's cells); a bad query is a 400 naming the parameter and changes nothing; a small hall
// filed and decided through the API reads back as computed here: a student who owes two months,
// one with a pending fee, a rejected fee counting for nothing, this month's money, the queue.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, type CollectionsReport, type DuesList, type DuesPage, type QueueReport } from '@hall/model';
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { createAccount, uniqueEmail, type TestAccount } from '../support/auth-emulator.ts';
import { BOTH_STORES, type ApiBackend } from '../support/both-stores.ts';
import { apiCaller, routeCells, walkCells, type Caller, type PolicyRoute } from '../support/policy-walk.ts';
import { SAMPLE_CHOICES, seedRooms } from '../support/room-inventory.ts';
import { soloApplication } from '../support/rooms.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { openBackend } from '../support/test-portal.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const PERIOD = 'level=1&term=1&from=january&to=April';
const ROUTES: PolicyRoute[] = [
  { method: 'GET', path: () => `/reports/dues?${PERIOD}`, resource: 'reports', operation: 'read' },
  { method: 'GET', path: () => `/reports/dues/all?${PERIOD}`, resource: 'reports', operation: 'read' },
  { method: 'GET', path: () => '/reports/collections', resource: 'reports', operation: 'read' },
  { method: 'GET', path: () => '/reports/queue', resource: 'reports', operation: 'read' },
];

/** The hall month or day (Dhaka, UTC+6) of an instant, computed here as plain arithmetic. */
const dhaka = (at: Date | string) => new Date(new Date(at).getTime() + 6 * 3600_000).toISOString();
/** The hall day (yyyy-mm-dd) of this moment; its first seven characters are the hall month. */
const hallToday = () => dhaka(new Date()).slice(0, 10);
/**
 * The figures of the entries whose hall day or month (`at`) lies from `first` to `last`, summed
 * (the records were filed between them: one day or month, or two when filing crossed midnight),
 * and the entries outside.
 */
function filedBetween<T extends object>(entries: readonly T[], at: (entry: T) => string, first: string, last: string) {
  const inside = entries.filter((entry) => at(entry) >= first && at(entry) <= last);
  const sums: Record<string, number> = {};
  for (const entry of inside)
    for (const [key, value] of Object.entries(entry))
      if (typeof value === 'number') sums[key] = (sums[key] ?? 0) + value;
  return { inside, sums, outside: entries.filter((entry) => !inside.includes(entry)) };
}

describe.each(BOTH_STORES)('the reports API on the %s', (_label, open) => {
  let backend: ApiBackend;
  let admin: TestAccount;
  let staff: TestAccount;
  let student: TestStudent;
  let owesTwo: TestStudent;
  let waiting: TestStudent;

  const callAs = apiCaller(() => backend);
  const call = <T = Record<string, unknown>>(method: string, path: string, caller?: Caller, json?: unknown) =>
    callAs<T & Partial<ErrorBody>>(method, path, caller, json);
  const file = async (path: string, who: TestStudent, body: object) => {
    const answer = await call<{ insertedId: string }>('POST', path, who, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.insertedId;
  };
  const decide = async (path: string, id: string, decision: object) =>
    expect((await call('PATCH', `${path}/${id}`, admin, decision)).status).toBe(200);
  const fee = (month_start: string, month_end: string, changes: object = {}) =>
    sampleHallFee({
      Transaction_id: uniqueTransactionId(),
      lavel: '1',
      term: '1',
      month_start: month_start as never,
      month_end: month_end as never,
      ...changes,
    });

  beforeAll(async () => {
    ({ backend, admin } = await openBackend(open));
    staff = await createAccount({ email: uniqueEmail('dining'), verified: true });
    expect((await call('POST', '/dining/staff', admin, { email: staff.email })).status).toBe(201);
    [student, owesTwo, waiting] = await Promise.all([
      createStudent(backend),
      createStudent(backend),
      createStudent(backend),
    ]);
    await seedRooms(backend, admin.idToken);
  });

  describe('who may read the reports: the office only, as the policy says', () => {
    const callers = (): Record<Actor, Caller> => ({ visitor: undefined, student, staff, owner: undefined, admin });
    it.each(ROUTES.map((route) => [route.path(), route] as const))('GET %s', async (_path, route) => {
      await walkCells(route, routeCells(route, callers()), callAs);
    });
  });

  describe('a small hall filed and decided through the API', () => {
    const filedAt: Record<string, string> = {};
    /** The hall days filing began and ended on (the same day but when it crossed hall midnight). */
    const filing = { first: '', last: '' };
    beforeAll(async () => {
      filing.first = hallToday();
      // owesTwo: January and February paid (approved), March and April owed.
      await decide('/hallfee', await file('/hallfee', owesTwo, fee('january', 'February')), { status: 'confirm' });
      // waiting: a pending fee for March to April, a rejected one for January, another level's approved one.
      await file('/hallfee', waiting, fee('March', 'April'));
      const rejected = await file('/hallfee', waiting, fee('january', 'january'));
      await decide('/hallfee', rejected, { status: 'rejected', rejectReason: 'No such payment' });
      await decide('/hallfee', await file('/hallfee', waiting, fee('November', 'February', { lavel: '2' })), {
        status: 'confirm',
      });
      // Tokens: one approved (2500), one pending (1300).
      const token = await file(
        '/tokenpurches',
        student,
        sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
      );
      await decide('/tokenpurches', token, { status: 'confirm' });
      await file(
        '/tokenpurches',
        student,
        sampleTokenPurchase({ Transaction_id: uniqueTransactionId(), package1: '15', amount: '1300' }),
      );
      await file('/roomallotement', student, soloApplication(student, SAMPLE_CHOICES));
      filing.last = hallToday();
      for (const path of ['/hallfee', '/tokenpurches', '/roomallotement']) {
        const records = (await call<Array<{ createdAt: string; status?: string }>>('GET', path, admin)).body;
        filedAt[path] = records
          .filter((record) => record.status === undefined)
          .map((record) => record.createdAt)
          .sort()[0]!;
      }
    });

    it('lists the dues of the period: the student who owes two months, the pending fee, totals', async () => {
      const page = await call<DuesPage>('GET', `/reports/dues?${PERIOD}`, admin);
      expect(page.status).toBe(200);
      const row = (who: TestStudent) => page.body.rows.find((one) => one.id === who.studentId);
      expect(row(owesTwo)).toEqual({
        id: owesTwo.studentId,
        name: owesTwo.name,
        email: owesTwo.email,
        paidMonths: 2,
        pendingMonths: 0,
        owedMonths: 2,
        paid: 600,
        pending: 0,
        owed: 600,
      });
      expect(row(waiting)).toMatchObject({ paidMonths: 0, pendingMonths: 2, owedMonths: 4, pending: 600, owed: 1200 });
      expect(row(student)).toMatchObject({ paidMonths: 0, pendingMonths: 0, owedMonths: 4, owed: 1200 });
      // Most owed first, then by student id.
      const first = [waiting, student].sort((a, b) => (a.studentId < b.studentId ? -1 : 1));
      expect(page.body.rows.map((one) => one.id)).toEqual([...first, owesTwo].map((one) => one.studentId));
      expect(page.body.matching).toBe(3);
      expect(page.body.totals).toEqual({ students: 3, owing: 3, paid: 600, pending: 600, owed: 3000 });
      expect(page.body.period).toEqual({ level: '1', term: '1', from: 'january', to: 'April' });

      const searched = await call<DuesPage>('GET', `/reports/dues?${PERIOD}&search=${owesTwo.studentId}`, admin);
      expect(searched.body.rows.map((one) => one.id)).toEqual([owesTwo.studentId]);
      expect(searched.body.totals).toEqual(page.body.totals);
      const beyond = await call<DuesPage>('GET', `/reports/dues?${PERIOD}&page=2`, admin);
      expect(beyond.body).toMatchObject({ rows: [], matching: 3 });

      const all = await call<DuesList>('GET', `/reports/dues/all?${PERIOD}`, admin);
      expect(all.body).toEqual({ period: page.body.period, rows: page.body.rows, totals: page.body.totals });
      // A period wrapping the year, in level 2: only `waiting` paid it.
      const wrapping = await call<DuesList>('GET', '/reports/dues/all?level=2&term=1&from=November&to=February', admin);
      expect(wrapping.body.totals).toEqual({ students: 3, owing: 2, paid: 1200, pending: 0, owed: 2400 });
    });

    it("sums the approved money in the month it was filed in and has last year's months empty", async () => {
      const asked = hallToday().slice(0, 7);
      const report = await call<CollectionsReport>('GET', '/reports/collections', admin);
      expect(report.status).toBe(200);
      // The twelve months end with the one asked in (the next, if a month ended while asking).
      const month = report.body.months.at(-1)!.month;
      expect([asked, hallToday().slice(0, 7)]).toContain(month);
      expect(report.body.months).toHaveLength(12);
      // The money lies in the month it was filed in (still among the twelve, whenever asked).
      const { inside, sums, outside } = filedBetween(
        report.body.months,
        (figure) => figure.month,
        filing.first.slice(0, 7),
        filing.last.slice(0, 7),
      );
      expect(inside).not.toHaveLength(0);
      expect(sums).toEqual({
        tokens: 2500,
        hallFees: 2 * 300 + 4 * 300,
        total: 2500 + 1800,
        tokenCount: 1,
        hallFeeCount: 2,
      });
      const year = Number(month.slice(0, 4)) - 1;
      expect(report.body.lastYear.at(-1)?.month).toBe(`${year}${month.slice(4)}`);
      for (const figure of [...outside, ...report.body.lastYear]) {
        expect(figure).toMatchObject({ tokens: 0, hallFees: 0, total: 0, tokenCount: 0, hallFeeCount: 0 });
      }
    });

    it('reads the queue: pending per kind with the oldest, filed and decided on the filing day, the median', async () => {
      const asked = hallToday();
      const report = await call<QueueReport>('GET', '/reports/queue', admin);
      expect(report.status).toBe(200);
      expect(report.body.pending).toEqual([
        { kind: 'tokenPurchases', pending: 1, oldestFiledAt: filedAt['/tokenpurches'] },
        { kind: 'hallFees', pending: 1, oldestFiledAt: filedAt['/hallfee'] },
        { kind: 'roomAllotments', pending: 1, oldestFiledAt: filedAt['/roomallotement'] },
      ]);
      expect(report.body.days).toHaveLength(30);
      // The 30 days end with the day asked on (the next, if hall midnight passed while asking) and
      // hold the day of filing, which alone has anything filed or decided.
      expect([asked, hallToday()]).toContain(report.body.days.at(-1)!.day);
      const { inside, sums, outside } = filedBetween(report.body.days, (day) => day.day, filing.first, filing.last);
      expect(inside).not.toHaveLength(0);
      expect(sums).toEqual({ filed: 7, decided: 4 });
      expect(outside.every((day) => day.filed === 0 && day.decided === 0)).toBe(true);
      // Decided within seconds of filing.
      expect(report.body).toMatchObject({ medianHoursToDecision: 0, decisions: 4 });
    });

    it.each([
      ['level', '/reports/dues?level=5&term=1&from=january&to=April'],
      ['from', '/reports/dues?level=1&term=1&from=Jan&to=April'],
      ['to', '/reports/dues/all?level=1&term=1&from=january'],
      ['page', `/reports/dues?${PERIOD}&page=0`],
      ['page', `/reports/dues?${PERIOD}&page=x`],
      ['search', `/reports/dues?${PERIOD}&search=${'a'.repeat(101)}`],
      ['sort', `/reports/dues?${PERIOD}&sort=name`],
      ['page', `/reports/dues/all?${PERIOD}&page=2`],
      ['month', '/reports/collections?month=2026-01'],
      ['days', '/reports/queue?days=7'],
    ])('refuses a bad %s with a 400 naming it, and changes nothing (%s)', async (field, path) => {
      const before = await call<DuesList>('GET', `/reports/dues/all?${PERIOD}`, admin);
      const logged = (await call<{ count: number }>('GET', '/activity/count', admin)).body.count;
      const refused = await call('GET', path, admin);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_query' });
      expect(Object.keys(refused.body.error!.fields!)).toEqual([field]);
      expect((await call('GET', `/reports/dues/all?${PERIOD}`, admin)).body).toEqual(before.body);
      expect((await call<{ count: number }>('GET', '/activity/count', admin)).body.count).toBe(logged);
    });
  });
});
