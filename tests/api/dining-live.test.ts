// The local API's live stream and the dining hall (issue 30): after each serving and each switch
// that changed a day, the office and dining staff hear `event: dining` with that day; students (the
// token's owner too) and a listed but unverified staff address hear nothing of it; a staff member
// removed from the list stops hearing it at the stream's next recheck.
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, hallInstant } from '@hall/model';
import { createAccount, uniqueEmail, type TestAccount } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { useTestPortal } from '../support/test-portal.ts';

const DAY = '2030-03-10';
let now = hallInstant(DAY, '13:05');
/** Open streams are rechecked this often (the account, and the staff list for the dining event). */
const RECHECK_MS = 200;
const hall = useTestPortal({ students: { student: {} }, clock: () => now, live: { recheckMs: RECHECK_MS } });

/** The stream's raw text as it arrives. */
interface RawStream {
  text(): string;
  close(): void;
}
const opened: RawStream[] = [];
afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

async function openStream(idToken: string): Promise<RawStream> {
  const abort = new AbortController();
  const response = await fetch(`${hall.portal.url}/api/live`, {
    headers: { authorization: `Bearer ${idToken}` },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  let text = '';
  const decoder = new TextDecoder();
  void (async () => {
    const reader = response.body!.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read())
        text += decoder.decode(read.value, { stream: true });
    } catch {
      // closed
    }
  })();
  const stream = { text: () => text, close: () => abort.abort() };
  opened.push(stream);
  return stream;
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const diningEvent = (day: string) => `event: dining\ndata: ${JSON.stringify({ day })}\n\n`;

/** The student's token for DAY to DAY + 3, approved by the office. */
async function approvedToken(): Promise<string> {
  const { portal, admin, student } = hall;
  const filed = await api<{ insertedId: string }>(portal, 'POST', '/tokenpurches', {
    token: student.idToken,
    json: {
      Start_date: DAY,
      End_date: addDays(DAY, 3),
      package1: '15',
      amount: '1300',
      Transaction_id: uniqueTransactionId(),
      bkash_number: '01712345678',
    },
  });
  const tokenId = filed.body.insertedId;
  const approved = await api(portal, 'PATCH', `/tokenpurches/${tokenId}`, {
    token: admin.idToken,
    json: { status: 'confirm' },
  });
  expect(approved.status).toBe(200);
  return tokenId;
}

/** A staff account the office lists; `verified`: whether its address is verified. */
async function listedStaff(verified: boolean): Promise<TestAccount> {
  const account = await createAccount({ email: uniqueEmail('dining'), verified });
  const listed = await api(hall.portal, 'POST', '/dining/staff', {
    token: hall.admin.idToken,
    json: { email: account.email },
  });
  expect(listed.status).toBe(201);
  return account;
}

describe('GET /api/live: the dining event', () => {
  it('tells the office and dining staff the day of each serving and switch, and no student', async () => {
    const { portal, admin, student } = hall;
    const staff = await listedStaff(true);
    const unverified = await listedStaff(false);
    const tokenId = await approvedToken();

    const office = await openStream(admin.idToken);
    const kitchen = await openStream(staff.idToken);
    const owner = await openStream(student.idToken);
    const notStaff = await openStream(unverified.idToken);
    now = hallInstant(DAY, '13:05');
    expect((await api(portal, 'POST', `/dining/check/${tokenId}/serve`, { token: staff.idToken })).status).toBe(201);
    const tomorrow = addDays(DAY, 1);
    const switchTomorrow = (off: boolean) =>
      api(portal, 'PUT', `/dining/tokens/${tokenId}/meals/${tomorrow}`, { token: student.idToken, json: { off } });
    expect((await switchTomorrow(true)).status).toBe(200);
    // The same state again changes nothing, and is not told.
    expect((await switchTomorrow(true)).status).toBe(200);
    for (const stream of [office, kitchen]) {
      await until(() => stream.text().includes(diningEvent(tomorrow)));
      expect(stream.text().split(diningEvent(DAY))).toHaveLength(2);
      expect(stream.text().split(diningEvent(tomorrow))).toHaveLength(2);
    }
    // Anything sent to every stream after the events arrives after them too: a change of the owner's.
    expect((await api(portal, 'DELETE', `/tokenpurches/${tokenId}`, { token: admin.idToken })).status).toBe(200);
    await until(() => owner.text().includes('event: change'));
    for (const stream of [owner, notStaff]) expect(stream.text()).not.toContain('event: dining');
  });

  it('stops telling a staff member removed from the list, at the next recheck of the stream', async () => {
    const { portal, admin } = hall;
    const kept = await listedStaff(true);
    const removed = await listedStaff(true);
    const tokenId = await approvedToken();
    const keptStream = await openStream(kept.idToken);
    const removedStream = await openStream(removed.idToken);
    const gone = await api(portal, 'DELETE', `/dining/staff/${removed.email}`, { token: admin.idToken });
    expect(gone.body).toEqual({ acknowledged: true, deletedCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 5));
    now = hallInstant(DAY, '20:05');
    expect((await api(portal, 'POST', `/dining/check/${tokenId}/serve`, { token: kept.idToken })).status).toBe(201);
    await until(() => keptStream.text().includes(diningEvent(DAY)));
    // The feed tells every open stream at once: what reached one stream reaches the other within this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(removedStream.text()).toContain('retry: 3000');
    expect(removedStream.text()).not.toContain('event: dining');
  });
});
