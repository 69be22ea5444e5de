import { beforeEach, describe, expect, it } from 'vitest';
import { DataError, type DataPort } from '../port.ts';
import { LastCopies, withLastCopies } from './last-copies.ts';

const offline = () => new DataError({ status: 0, code: 'network_error', message: 'Unreachable.' });
const forbidden = () => new DataError({ status: 403, code: 'forbidden', message: 'Not yours.' });

/** A portal whose answers the test sets: `answer` is what each read gives now (a value or an error). */
function switchablePort() {
  const state: { answer: () => unknown; calls: number } = { answer: () => null, calls: 0 };
  const read = async () => {
    state.calls++;
    const answer = state.answer();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const list = { page: read, count: read };
  const port = {
    users: { me: read, list: read },
    tokenPurchases: list,
    hallFees: list,
    roomAllotments: list,
    complaints: list,
    rooms: { mine: read },
    dining: { mealDays: read },
  } as unknown as DataPort;
  return { port, state };
}

describe('withLastCopies', () => {
  let clock: number;
  let copies: LastCopies;
  let uid: string | null;
  beforeEach(() => {
    localStorage.clear();
    clock = Date.UTC(2026, 10, 27, 3, 40);
    copies = new LastCopies(localStorage, () => clock);
    uid = 'u1';
  });

  it("answers the student's own read with its last copy while offline, and says as of when", async () => {
    const { port, state } = switchablePort();
    const copied = withLastCopies(port, () => uid, copies);
    state.answer = () => ({ name: 'Rahim' });
    await expect(copied.users.me()).resolves.toEqual({ name: 'Rahim' });
    expect(copies.shownAsOf()).toBeNull();
    clock += 60_000;
    state.answer = offline;
    // A new page over the same device (a reload) still finds it.
    const again = withLastCopies(port, () => uid, new LastCopies(localStorage, () => clock));
    await expect(copied.users.me()).resolves.toEqual({ name: 'Rahim' });
    expect(copies.shownAsOf()).toBe(clock - 60_000);
    await expect(again.users.me()).resolves.toEqual({ name: 'Rahim' });
    // Back online: the live answer, and nothing on screen is old any more.
    state.answer = () => ({ name: 'Rahim Uddin' });
    await expect(copied.users.me()).resolves.toEqual({ name: 'Rahim Uddin' });
    expect(copies.shownAsOf()).toBeNull();
  });

  it('keeps a copy per call: each history page and count by its own filter', async () => {
    const { port, state } = switchablePort();
    const copied = withLastCopies(port, () => uid, copies);
    state.answer = () => ({ items: ['c1'], next: null });
    await copied.complaints.page({ limit: 50, email: 'a@b.c' });
    state.answer = () => 7;
    await copied.complaints.count({ email: 'a@b.c' });
    state.answer = offline;
    await expect(copied.complaints.page({ limit: 50, email: 'a@b.c' })).resolves.toEqual({ items: ['c1'], next: null });
    await expect(copied.complaints.count({ email: 'a@b.c' })).resolves.toBe(7);
    await expect(copied.complaints.page({ limit: 20, email: 'a@b.c' })).rejects.toMatchObject({
      code: 'network_error',
    });
    await expect(copied.hallFees.count({ email: 'a@b.c' })).rejects.toMatchObject({ code: 'network_error' });
  });

  it("shows the copy when the adapter's code itself could not be loaded (offline, no worker's copy)", async () => {
    const { port, state } = switchablePort();
    const copied = withLastCopies(port, () => uid, copies);
    state.answer = () => 7;
    await copied.complaints.count({ email: 'a@b.c' });
    state.answer = () => new TypeError('Failed to fetch dynamically imported module: /assets/http-a1.js');
    await expect(copied.complaints.count({ email: 'a@b.c' })).resolves.toBe(7);
  });

  it("shows no copy for a refusal, for another account, or for the office's whole lists", async () => {
    const { port, state } = switchablePort();
    const copied = withLastCopies(port, () => uid, copies);
    state.answer = () => ({ items: ['all'], next: null });
    await copied.complaints.page({ limit: 50 });
    await copied.users.me();
    state.answer = forbidden;
    await expect(copied.users.me()).rejects.toMatchObject({ status: 403 });
    state.answer = offline;
    await expect(copied.complaints.page({ limit: 50 })).rejects.toMatchObject({ status: 0 });
    uid = 'u2';
    await expect(copied.users.me()).rejects.toMatchObject({ status: 0 });
    uid = null;
    await expect(copied.users.me()).rejects.toMatchObject({ status: 0 });
    expect(localStorage.getItem('hall.copies.u2')).toBeNull();
  });

  it("forgets every copy of an account at sign-out, and only that account's", async () => {
    const { port, state } = switchablePort();
    const copied = withLastCopies(port, () => uid, copies);
    state.answer = () => ({ name: 'Rahim' });
    await copied.users.me();
    await copied.rooms.mine();
    uid = 'u2';
    await copied.users.me();
    copies.forget('u1');
    state.answer = offline;
    await expect(copied.users.me()).resolves.toEqual({ name: 'Rahim' });
    uid = 'u1';
    await expect(copied.users.me()).rejects.toMatchObject({ status: 0 });
    await expect(copied.rooms.mine()).rejects.toMatchObject({ status: 0 });
  });
});
