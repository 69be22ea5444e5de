import { beforeEach, describe, expect, it } from 'vitest';
import { DataError, type DataPort, type SendOptions } from '../port.ts';
import { ASK_AFTER_MS, isTryLater, Outbox, OUTBOX_STORAGE_KEY, sendKept, type OutboxEntry } from './outbox.ts';

const HOUR = 60 * 60 * 1000;
const networkError = () => new DataError({ status: 0, code: 'network_error', message: 'Unreachable.' });
const usedTransaction = () => new DataError({ status: 409, code: 'conflict', message: 'Transaction id used.' });

/** The portal as the outbox meets it: each create answers from the script, and every call is recorded. */
function scriptedPort(...answers: (() => unknown)[]) {
  const calls: { kind: string; input: unknown; key: string | undefined }[] = [];
  const create = (kind: string) => async (input: unknown, options?: SendOptions) => {
    calls.push({ kind, input, key: options?.idempotencyKey });
    const next = answers.shift() ?? (() => ({ acknowledged: true, insertedId: 'r1' }));
    const answer = next();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const port = {
    tokenPurchases: { create: create('tokenPurchases') },
    hallFees: { create: create('hallFees') },
    roomAllotments: { create: create('roomAllotments') },
    complaints: { create: create('complaints') },
  } as unknown as DataPort;
  return { port, calls };
}

function recorder() {
  const landed: string[] = [];
  const refused: [string, string][] = [];
  return {
    landed,
    refused,
    report: {
      landed: (entry: OutboxEntry) => landed.push(entry.key),
      refused: (entry: OutboxEntry, error: unknown) => refused.push([entry.key, (error as Error).message]),
    },
  };
}

describe('Outbox', () => {
  let clock: number;
  let outbox: Outbox;
  beforeEach(() => {
    localStorage.clear();
    clock = Date.UTC(2026, 10, 27, 3, 40);
    outbox = new Outbox(localStorage, () => clock);
  });

  it('keeps a form with its key, account and time on the device, once per key', () => {
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan broken' } });
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan broken' } });
    // Another instance over the same storage (a reload) finds it.
    const again = new Outbox(localStorage, () => clock);
    expect(again.of('u1')).toEqual([
      { key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan broken' }, queuedAt: clock },
    ]);
    expect(again.of('u2')).toEqual([]);
  });

  it('refuses a kind of write it must never keep, and reads damaged storage as empty', () => {
    expect(() => outbox.keep({ key: 'k1', uid: 'u1', kind: 'notices' as never, input: {} })).toThrow(/notices/);
    localStorage.setItem(OUTBOX_STORAGE_KEY, '{not json');
    expect(outbox.all()).toEqual([]);
    localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([{ key: 'k', uid: 'u1', kind: 'upload', input: {}, queuedAt: 1 }]),
    );
    expect(outbox.all()).toEqual([]);
  });

  it("sends the account's forms oldest first with their own keys, and forgets each that lands", async () => {
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    clock += 1000;
    outbox.keep({ key: 'k2', uid: 'u2', kind: 'complaints', input: { complains: 'Not mine' } });
    outbox.keep({ key: 'k3', uid: 'u1', kind: 'hallFees', input: { Transaction_id: 'TX1' } });
    const { port, calls } = scriptedPort();
    const { report, landed } = recorder();
    await sendKept(outbox, port, 'u1', report);
    expect(calls).toEqual([
      { kind: 'complaints', input: { complains: 'Fan' }, key: 'k1' },
      { kind: 'hallFees', input: { Transaction_id: 'TX1' }, key: 'k3' },
    ]);
    expect(landed).toEqual(['k1', 'k3']);
    expect(outbox.all().map((entry) => entry.key)).toEqual(['k2']);
  });

  it('keeps every form while the portal cannot be reached, and sends them with the same keys later', async () => {
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    outbox.keep({ key: 'k2', uid: 'u1', kind: 'complaints', input: { complains: 'Light' } });
    const first = scriptedPort(networkError);
    await sendKept(outbox, first.port, 'u1', recorder().report);
    expect(first.calls.map((call) => call.key)).toEqual(['k1']); // stops at the first: the rest wait too
    expect(outbox.of('u1')).toHaveLength(2);
    const second = scriptedPort();
    await sendKept(outbox, second.port, 'u1', recorder().report);
    expect(second.calls.map((call) => call.key)).toEqual(['k1', 'k2']);
    expect(outbox.all()).toEqual([]);
  });

  it("keeps a form whose sending code could not be loaded (no network, no worker's copy), but not on a bug", async () => {
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    const chunk = new TypeError('Failed to fetch dynamically imported module: https://hall.example/assets/http-a1.js');
    await sendKept(outbox, scriptedPort(() => chunk).port, 'u1', recorder().report);
    expect(outbox.of('u1')).toHaveLength(1);
    expect(isTryLater(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isTryLater(new TypeError("Cannot read properties of undefined (reading 'create')"))).toBe(false);
  });

  it('drops a refused form with its reason and goes on with the next', async () => {
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'tokenPurchases', input: { Transaction_id: 'TX1' } });
    outbox.keep({ key: 'k2', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    const { port } = scriptedPort(usedTransaction);
    const { report, landed, refused } = recorder();
    await sendKept(outbox, port, 'u1', report);
    expect(refused).toEqual([['k1', 'Transaction id used.']]);
    expect(landed).toEqual(['k2']);
    expect(outbox.all()).toEqual([]);
  });

  it('never sends a form kept more than 20 hours on its own, only when the student asks for it', async () => {
    outbox.keep({ key: 'old', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    clock += ASK_AFTER_MS - HOUR;
    outbox.keep({ key: 'new', uid: 'u1', kind: 'complaints', input: { complains: 'Light' } });
    clock += HOUR + 1;
    expect(outbox.needsAsking(outbox.of('u1')[0]!)).toBe(true);
    expect(outbox.needsAsking(outbox.of('u1')[1]!)).toBe(false);
    const { port, calls } = scriptedPort();
    await sendKept(outbox, port, 'u1', recorder().report);
    expect(calls.map((call) => call.key)).toEqual(['new']);
    await sendKept(outbox, port, 'u1', recorder().report, 'old');
    expect(calls.map((call) => call.key)).toEqual(['new', 'old']);
    expect(outbox.all()).toEqual([]);
  });

  it('tells its listeners of each change', () => {
    let told = 0;
    const stop = outbox.subscribe(() => told++);
    outbox.keep({ key: 'k1', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    outbox.remove('k1');
    stop();
    outbox.keep({ key: 'k2', uid: 'u1', kind: 'complaints', input: { complains: 'Fan' } });
    expect(told).toBe(2);
  });
});
