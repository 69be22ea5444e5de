// More of the rooms contract (rooms-contract.ts runs these): one room per student, and what an
// allotment writes and logs, the same in every store.
import { beforeEach, describe, expect, it } from 'vitest';
import { APPROVED_STATUS, type Room } from '@hall/model';
import type { Audit, Store } from '../port.ts';

export interface AllotContractHelpers {
  audit(action: Audit['action']): Audit;
  room(number: string, beds: number): Room;
  file(
    store: Store,
    applicant: string,
    filing?: { named?: string[]; answers?: Array<'accepted' | 'declined'>; rooms?: string[]; legacy?: boolean },
  ): Promise<{ _id: string }>;
  housed(store: Store, applicant: string, number: string, named?: string[]): Promise<{ _id: string }>;
}

export function describeAllotContract(storeOf: () => Store, { audit, room, file, housed }: AllotContractHelpers): void {
  describe('allotting: one room per student, the same write and log', () => {
    let store: Store;
    beforeEach(async () => {
      store = storeOf();
      for (const number of ['101', '102', '103']) await store.rooms.save(room(number, 4));
    });

    it('refuses a group whose student lives in another room, naming them and the room, changing nothing', async () => {
      await housed(store, '1904001', '101', ['1904002']);
      const group = await file(store, '1904003', { named: ['1904002'], answers: ['accepted'], rooms: ['102'] });
      const before = await store.roomAllotments.get(group._id);
      expect(await store.rooms.allot(group._id, { room: '102', alone: false }, audit('allocate'))).toEqual({
        matched: true,
        modified: false,
        allotment: before,
        verdict: { ok: false, code: 'already_housed', homes: [{ studentId: '1904002', room: '101' }] },
      });
      // A student of an application filed before issue 31 (named in a slot) lives there too.
      const legacy = await file(store, '1904020', { named: ['1904021'], rooms: ['103'], legacy: true });
      expect((await store.rooms.allot(legacy._id, { room: '103', alone: false })).matched).toBe(true);
      const naming = await file(store, '1904022', { named: ['1904021'], answers: ['accepted'], rooms: ['102'] });
      expect(await store.rooms.allot(naming._id, { room: '102', alone: false }, audit('allocate'))).toMatchObject({
        modified: false,
        verdict: { code: 'already_housed', homes: [{ studentId: '1904021', room: '103' }] },
      });
      expect(await store.roomAllotments.get(group._id)).toEqual(before);
      expect(await store.activity.count({ action: 'allocate' })).toBe(1);
      // The applicant alone lives nowhere else: allotted.
      expect(await store.rooms.allot(group._id, { room: '102', alone: true }, audit('allocate'))).toMatchObject({
        modified: true,
        verdict: { ok: true, residents: ['1904003'] },
      });
    });

    it("does not house the roommates of an applicant allotted alone elsewhere, nor count a group's own room", async () => {
      const alone = await file(store, '1904001', { named: ['1904002'], answers: ['accepted'], rooms: ['101'] });
      await store.rooms.allot(alone._id, { room: '101', alone: true });
      const group = await file(store, '1904003', { named: ['1904002'], answers: ['accepted'], rooms: ['102'] });
      expect(await store.rooms.allot(group._id, { room: '102', alone: false })).toMatchObject({
        verdict: { ok: true },
      });
      expect(await store.rooms.allot(group._id, { room: '103', alone: false })).toMatchObject({
        verdict: { ok: true },
      });
    });

    it('logs a re-allotment to another room as allocate and the release of the room it left, in one change', async () => {
      const living = await housed(store, '1904001', '101', ['1904002']);
      expect(await store.rooms.allot(living._id, { room: '102', alone: false }, audit('allocate'))).toMatchObject({
        modified: true,
      });
      const { items } = await store.activity.page({ limit: 10 });
      expect(items.map((entry) => [entry.action, entry.recordId, entry.studentId, entry.changes])).toEqual([
        ['room_released', living._id, '1904001', { SelectedRoom: '101' }],
        ['allocate', living._id, '1904001', { status: APPROVED_STATUS, SelectedRoom: '102' }],
        ['allocate', living._id, '1904001', { status: APPROVED_STATUS, SelectedRoom: '101' }],
      ]);
      // Alone in the same room: allocate again, no room left.
      await store.rooms.allot(living._id, { room: '102', alone: true }, audit('allocate'));
      expect(await store.activity.count({ action: 'room_released' })).toBe(1);
      expect(await store.activity.count({ action: 'allocate' })).toBe(3);
    });

    it('changes nothing for an approval made before allottedAlone, allotted again to its room not alone', async () => {
      const filed = await file(store, '1904001');
      await store.roomAllotments.decide(filed._id, { status: APPROVED_STATUS, SelectedRoom: '101' });
      const approved = (await store.roomAllotments.get(filed._id))!;
      expect(approved).not.toHaveProperty('allottedAlone');
      expect(await store.rooms.allot(filed._id, { room: '101', alone: false }, audit('allocate'))).toEqual({
        matched: true,
        modified: false,
        allotment: approved,
        verdict: { ok: true, room: room('101', 4), residents: ['1904001'] },
      });
      expect(await store.roomAllotments.get(filed._id)).toEqual(approved);
      expect(await store.activity.count({ action: 'allocate' })).toBe(0);
    });
  });
}
