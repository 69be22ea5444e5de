// The store port's dining part (DiningRepository, issue 30) as cases every store must pass; part
// of describeStoreContract (store-contract.ts) wherever that runs: SQLite, the Firestore store on
// the in-memory double, and on the Firestore emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  APPROVED_STATUS,
  countDay,
  REJECTED_STATUS,
  type MealSwitch,
  type Serving,
  type TokenPurchase,
} from '@hall/model';
import { sampleStudent, sampleTokenPurchase } from '@hall/model/samples';
import type { Store } from '../port.ts';

const STAFF = 'dining.one@student.cuet.ac.bd';
const OFFICE = 'hall.admin@student.cuet.ac.bd';
const DAY = '2024-05-10';
const NEXT_DAY = '2024-05-11';

/** A token filed by student `id`, for `start` to `end`, then decided (or left pending). */
async function seedToken(
  store: Store,
  id: string,
  start: string,
  end: string,
  status: 'approved' | 'rejected' | 'pending',
): Promise<TokenPurchase> {
  const saved = await store.tokenPurchases.insert({
    ...sampleStudent,
    name: `Student ${id}`,
    email: `u${id}@student.cuet.ac.bd`,
    id,
    ...sampleTokenPurchase({ Start_date: start, End_date: end, Transaction_id: `TX${id}` }),
  });
  if (status === 'approved') await store.tokenPurchases.decide(saved._id, { status: APPROVED_STATUS });
  if (status === 'rejected')
    await store.tokenPurchases.decide(saved._id, { status: REJECTED_STATUS, rejectReason: 'Not paid.' });
  return (await store.tokenPurchases.get(saved._id))!;
}

const switchOf = (tokenId: string, day: string, off: boolean, at: string): MealSwitch => ({ tokenId, day, off, at });

const servingOf = (tokenId: string, day: string, sitting: Serving['sitting'], servedBy = STAFF): Serving => ({
  tokenId,
  day,
  sitting,
  servedAt: `${day}T07:05:00.000Z`,
  servedBy,
});

/** The dining cases, inside describeStoreContract's group (its hooks open a fresh store for each). */
export function describeDiningContract(storeOf: () => Store): void {
  describe('dining', () => {
    let store: Store;
    beforeEach(() => {
      store = storeOf();
    });

    it('adds, finds, lists by e-mail and removes dining staff; adding twice changes nothing', async () => {
      const second = 'dining.two@student.cuet.ac.bd';
      expect(
        await store.dining.staff.add({ email: second, addedAt: '2024-05-01T00:00:00.000Z', addedBy: OFFICE }),
      ).toBe(true);
      expect(await store.dining.staff.add({ email: STAFF, addedAt: '2024-05-02T00:00:00.000Z', addedBy: OFFICE })).toBe(
        true,
      );
      expect(await store.dining.staff.add({ email: STAFF, addedAt: '2024-05-03T00:00:00.000Z', addedBy: 'x' })).toBe(
        false,
      );
      expect(await store.dining.staff.has(STAFF)).toBe(true);
      expect(await store.dining.staff.has(STAFF.toUpperCase())).toBe(true);
      expect(await store.dining.staff.has('dining.three@student.cuet.ac.bd')).toBe(false);
      expect(await store.dining.staff.list()).toEqual([
        { email: STAFF, addedAt: '2024-05-02T00:00:00.000Z', addedBy: OFFICE },
        { email: second, addedAt: '2024-05-01T00:00:00.000Z', addedBy: OFFICE },
      ]);
      expect(await store.dining.staff.remove(STAFF)).toBe(true);
      expect(await store.dining.staff.remove(STAFF)).toBe(false);
      expect(await store.dining.staff.has(STAFF)).toBe(false);
      expect((await store.dining.staff.list()).map((member) => member.email)).toEqual([second]);
    });

    it('logs an audited add and removal of staff with the change (the address as record), and no change that changed nothing', async () => {
      const by = { uid: 'office-uid', email: OFFICE };
      const member = { email: 'Dining.Four@student.cuet.ac.bd', addedAt: '2024-05-01T00:00:00.000Z', addedBy: OFFICE };
      expect(await store.dining.staff.add(member, { by, action: 'staff_added' })).toBe(true);
      expect(await store.dining.staff.add(member, { by, action: 'staff_added' })).toBe(false);
      expect(await store.dining.staff.remove(member.email, { by, action: 'staff_removed' })).toBe(true);
      expect(await store.dining.staff.remove(member.email, { by, action: 'staff_removed' })).toBe(false);
      const { items } = await store.activity.page({ limit: 10 });
      const address = 'dining.four@student.cuet.ac.bd';
      const entry = { actorUid: 'office-uid', actorEmail: OFFICE, collection: 'diningStaff', recordId: address };
      expect(items).toMatchObject([
        { ...entry, action: 'staff_removed', studentId: null, changes: { email: address } },
        { ...entry, action: 'staff_added', studentId: null, changes: { email: address } },
      ]);
      expect(items).toHaveLength(2);
    });

    it("lists a covering token without a student id or name with '' for them", async () => {
      // A damaged or hand-made record: no `id`, no `name`.
      const bare = { email: sampleStudent.email, ...sampleTokenPurchase({ Start_date: DAY, End_date: DAY }) };
      const saved = await store.tokenPurchases.insert(bare as Parameters<Store['tokenPurchases']['insert']>[0]);
      await store.tokenPurchases.decide(saved._id, { status: APPROVED_STATUS });
      expect((await store.dining.dayList(DAY)).find((entry) => entry.tokenId === saved._id)).toEqual({
        tokenId: saved._id,
        studentId: '',
        name: '',
        off: false,
        served: {},
      });
    });

    it('switches a day off and back on, keeping each switch newest first; the same state again appends nothing', async () => {
      const token = await seedToken(store, '1904001', '2024-05-04', '2024-06-02', 'approved');
      const owner = token.email;
      expect(await store.dining.offDays(token._id)).toEqual([]);
      expect(await store.dining.switches(token._id)).toEqual([]);
      // A day never switched is on: switching it on changes nothing.
      expect(await store.dining.switchDay(switchOf(token._id, DAY, false, '2024-05-05T10:00:00.000Z'), owner)).toEqual({
        modified: false,
      });
      expect(
        await store.dining.switchDay(switchOf(token._id, NEXT_DAY, true, '2024-05-05T10:01:00.000Z'), owner),
      ).toEqual({ modified: true });
      expect(await store.dining.switchDay(switchOf(token._id, DAY, true, '2024-05-05T10:02:00.000Z'), owner)).toEqual({
        modified: true,
      });
      expect(await store.dining.switchDay(switchOf(token._id, DAY, true, '2024-05-05T10:03:00.000Z'), owner)).toEqual({
        modified: false,
      });
      expect(await store.dining.offDays(token._id)).toEqual([DAY, NEXT_DAY]);
      expect(
        await store.dining.switchDay(switchOf(token._id, NEXT_DAY, false, '2024-05-05T10:04:00.000Z'), owner),
      ).toEqual({ modified: true });
      expect(await store.dining.offDays(token._id)).toEqual([DAY]);
      expect(await store.dining.switches(token._id)).toEqual([
        switchOf(token._id, NEXT_DAY, false, '2024-05-05T10:04:00.000Z'),
        switchOf(token._id, DAY, true, '2024-05-05T10:02:00.000Z'),
        switchOf(token._id, NEXT_DAY, true, '2024-05-05T10:01:00.000Z'),
      ]);
      // Another token's days are its own.
      const other = await seedToken(store, '1904002', '2024-05-04', '2024-06-02', 'approved');
      expect(await store.dining.offDays(other._id)).toEqual([]);
      expect(await store.dining.switches(other._id)).toEqual([]);
    });

    it('serves a token once per day and sitting, and answers the serving already made', async () => {
      const first = servingOf('t1', DAY, 'lunch');
      expect(await store.dining.serving('t1', DAY, 'lunch')).toBeNull();
      expect(await store.dining.serve(first)).toEqual({ served: true, serving: first });
      const again = { ...first, servedAt: `${DAY}T07:30:00.000Z`, servedBy: 'dining.two@student.cuet.ac.bd' };
      expect(await store.dining.serve(again)).toEqual({ served: false, serving: first });
      expect(await store.dining.serving('t1', DAY, 'lunch')).toEqual(first);
      // The other sitting, and the next day, are meals of their own.
      expect((await store.dining.serve(servingOf('t1', DAY, 'dinner'))).served).toBe(true);
      expect((await store.dining.serve(servingOf('t1', NEXT_DAY, 'lunch'))).served).toBe(true);
      expect(await store.dining.serving('t1', NEXT_DAY, 'dinner')).toBeNull();
    });

    it('of 20 concurrent serves of one token and sitting, exactly one stores; all answer that serving', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, phone) =>
          store.dining.serve({ ...servingOf('t1', DAY, 'dinner'), servedBy: `phone${phone}@student.cuet.ac.bd` }),
        ),
      );
      const stored = outcomes.filter((outcome) => outcome.served);
      expect(stored).toHaveLength(1);
      for (const outcome of outcomes) expect(outcome.serving).toEqual(stored[0]!.serving);
      expect(await store.dining.serving('t1', DAY, 'dinner')).toEqual(stored[0]!.serving);
    });

    it('counts a day and lists it by student id, equal to countDay over the stored records', async () => {
      const covering = await seedToken(store, '1904005', '2024-05-04', '2024-06-02', 'approved');
      const switchedOff = await seedToken(store, '1904002', DAY, DAY, 'approved');
      const backOn = await seedToken(store, '1904003', '2024-05-01', DAY, 'approved');
      const servedTwice = await seedToken(store, '1904004', DAY, '2024-05-20', 'approved');
      const endsBefore = await seedToken(store, '1904006', '2024-04-01', '2024-05-09', 'approved');
      const pending = await seedToken(store, '1904007', '2024-05-04', '2024-06-02', 'pending');
      const rejected = await seedToken(store, '1904008', '2024-05-04', '2024-06-02', 'rejected');
      const at = '2024-05-08T10:00:00.000Z';
      const switches = [
        switchOf(switchedOff._id, DAY, true, at),
        switchOf(backOn._id, DAY, true, at),
        switchOf(backOn._id, DAY, false, '2024-05-08T11:00:00.000Z'),
        switchOf(covering._id, NEXT_DAY, true, at),
        switchOf(pending._id, DAY, true, at),
        switchOf(endsBefore._id, '2024-05-09', true, at),
      ];
      for (const change of switches) await store.dining.switchDay(change, 'owner@student.cuet.ac.bd');
      const servings = [
        servingOf(servedTwice._id, DAY, 'lunch'),
        servingOf(servedTwice._id, DAY, 'dinner'),
        servingOf(covering._id, DAY, 'dinner'),
        // Served before its token was rejected: a meal served stays counted.
        servingOf(rejected._id, DAY, 'lunch'),
        servingOf(covering._id, NEXT_DAY, 'lunch'),
      ];
      for (const serving of servings) await store.dining.serve(serving);

      const tokens = await store.tokenPurchases.list();
      const offDays = (
        await Promise.all(
          tokens.map(async (token) =>
            (await store.dining.offDays(token._id)).map((day) => ({ tokenId: token._id, day })),
          ),
        )
      ).flat();
      for (const day of [DAY, NEXT_DAY, '2024-05-09', '2024-07-01']) {
        expect(await store.dining.counts(day), day).toEqual(countDay(day, tokens, offDays, servings));
      }
      expect(await store.dining.counts(DAY)).toEqual({
        day: DAY,
        tokens: 4,
        switchedOff: 1,
        sittings: [
          { sitting: 'lunch', expected: 3, served: 2 },
          { sitting: 'dinner', expected: 3, served: 2 },
        ],
      });

      expect(await store.dining.dayList(DAY)).toEqual([
        { tokenId: switchedOff._id, studentId: '1904002', name: 'Student 1904002', off: true, served: {} },
        { tokenId: backOn._id, studentId: '1904003', name: 'Student 1904003', off: false, served: {} },
        {
          tokenId: servedTwice._id,
          studentId: '1904004',
          name: 'Student 1904004',
          off: false,
          served: { lunch: `${DAY}T07:05:00.000Z`, dinner: `${DAY}T07:05:00.000Z` },
        },
        {
          tokenId: covering._id,
          studentId: '1904005',
          name: 'Student 1904005',
          off: false,
          served: { dinner: `${DAY}T07:05:00.000Z` },
        },
      ]);
      expect(await store.dining.dayList('2024-07-01')).toEqual([]);
    });
  });
}
