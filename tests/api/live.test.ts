// GET /api/live (issue 19): the changes a signed-in page is told about, as server-sent events. A
// student hears only their own records; the office hears every one; nobody else gets a stream.
import { afterEach, describe, expect, it } from 'vitest';
import { sampleComplaint, sampleTokenPurchase } from '@hall/model/samples';
import { createAccount, deleteAccount, disableAccount } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { changesOf, openLive, type LiveStream } from '../support/live-stream.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import { openTestPortal, useTestPortal } from '../support/test-portal.ts';

// The account behind a stream is checked every 500 ms here (a minute in the portal).
const hall = useTestPortal({
  students: { student: {}, other: {} },
  live: { recheckMs: 500, maxStreamsPerAddress: 12 },
});

const streams: LiveStream[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function live(token?: string): Promise<LiveStream> {
  const stream = await openLive(hall.portal, token);
  streams.push(stream);
  return stream;
}
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
});

async function fileToken(token: string): Promise<string> {
  const answer = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
    token,
    json: sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
  });
  expect(answer.status).toBe(201);
  return answer.body.insertedId;
}

describe('GET /api/live', () => {
  it('streams events, uncompressed and uncached', async () => {
    const stream = await live(hall.student.idToken);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    expect(stream.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a visitor and a bad token, as every API call does', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await api<{ error: { code: string } }>(hall.portal, 'GET', '/live', token ? { token } : {});
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthenticated');
    }
  });

  it("tells a student of their own requests only, and the office of everyone's", async () => {
    const mine = await live(hall.student.idToken);
    const office = await live(hall.admin.idToken);
    const othersId = await fileToken(hall.other.idToken);
    const myId = await fileToken(hall.student.idToken);

    expect(await mine.next((change) => change.id === myId)).toEqual({
      group: 'tokenPurchases',
      id: myId,
      kind: 'added',
      state: 'pending',
    });
    await office.next((change) => change.id === myId);
    // The other student's request was filed first: the office heard it, the student never did.
    expect(changesOf(office, othersId)).toHaveLength(1);
    expect(changesOf(mine, othersId)).toEqual([]);
  });

  it("tells an unverified account of its address's records nothing (a student recreated in Auth; issue 28)", async () => {
    const first = await createStudent(hall.portal);
    const filed = await fileToken(first.idToken);
    await deleteAccount(first.uid);
    const recreated = await createAccount({ email: first.email, verified: false });
    const silent = await live(recreated.idToken);
    const office = await live(hall.admin.idToken);
    const approval = { token: hall.admin.idToken, json: { status: 'confirm' } };
    expect((await api(hall.portal, 'PATCH', `/tokenpurches/${filed}`, approval)).status).toBe(200);
    await office.next((change) => change.id === filed && change.kind === 'changed');
    await sleep(300);
    expect(changesOf(silent, filed)).toEqual([]);
  });

  it('tells the student when the office approves, rejects or clears their request', async () => {
    const mine = await live(hall.student.idToken);
    const approved = await fileToken(hall.student.idToken);
    const rejected = await fileToken(hall.student.idToken);
    const cleared = await fileToken(hall.student.idToken);
    const admin = { token: hall.admin.idToken };
    expect(
      (await api(hall.portal, 'PATCH', `/tokenpurches/${approved}`, { ...admin, json: { status: 'confirm' } })).status,
    ).toBe(200);
    const reason = { status: 'rejected', rejectReason: 'The bKash id does not match a payment.' };
    expect((await api(hall.portal, 'PATCH', `/tokenpurches/${rejected}`, { ...admin, json: reason })).status).toBe(200);
    expect((await api(hall.portal, 'DELETE', `/tokenpurches/${cleared}`, admin)).status).toBe(200);

    await mine.next((change) => change.id === cleared && change.kind === 'removed');
    expect(changesOf(mine, approved).map(({ kind, state }) => [kind, state])).toEqual([
      ['added', 'pending'],
      ['changed', 'approved'],
    ]);
    expect(changesOf(mine, rejected).map(({ kind, state }) => [kind, state])).toEqual([
      ['added', 'pending'],
      ['changed', 'rejected'],
    ]);
    expect(changesOf(mine, cleared).map(({ kind }) => kind)).toEqual(['added', 'removed']);
  });

  it('says nothing for a refused or repeated decision', async () => {
    const office = await live(hall.admin.idToken);
    const id = await fileToken(hall.student.idToken);
    const admin = { token: hall.admin.idToken };
    await api(hall.portal, 'PATCH', `/tokenpurches/${id}`, { ...admin, json: { status: 'confirm' } });
    // Approving again changes nothing; rejecting an approved request is refused.
    await api(hall.portal, 'PATCH', `/tokenpurches/${id}`, { ...admin, json: { status: 'confirm' } });
    const refused = await api(hall.portal, 'PATCH', `/tokenpurches/${id}`, {
      ...admin,
      json: { status: 'rejected', rejectReason: 'Too late.' },
    });
    expect(refused.status).toBe(409);
    // A later change arrives after anything the repeats would have said.
    const complaint = await api<{ insertedId: string }>(hall.portal, 'POST', '/complains', {
      token: hall.student.idToken,
      json: sampleComplaint(),
    });
    await office.next((change) => change.id === complaint.body.insertedId);
    expect(changesOf(office, id).map(({ kind }) => kind)).toEqual(['added', 'changed']);
  });

  // Issue 28: a disabled account's open stream kept hearing its changes.
  it('ends the stream of an account disabled while it listens, and refuses its reconnect', async () => {
    const account = await createAccount({ verified: true });
    const stream = await live(account.idToken);
    expect(stream.status).toBe(200);
    await disableAccount(account.uid);
    await expect(Promise.race([stream.ended.then(() => 'ended'), sleep(10_000).then(() => 'open')])).resolves.toBe(
      'ended',
    );
    expect((await api(hall.portal, 'GET', '/live', { token: account.idToken })).status).toBe(401);
  });

  it('caps the streams from one address, whatever the accounts', async () => {
    // A portal of its own, so no stream of another test counts.
    const { portal } = await openTestPortal({ live: { maxStreamsPerAddress: 12 } });
    try {
      const accounts = await Promise.all(Array.from({ length: 3 }, () => createAccount({ verified: true })));
      // 12 from this address (the test's own): 5 + 5 + 2, then a thirteenth is refused.
      const opened: LiveStream[] = [];
      for (const [index, account] of accounts.entries())
        for (let stream = 0; stream < (index < 2 ? 5 : 2); stream += 1) {
          opened.push(await openLive(portal, account.idToken));
          streams.push(opened.at(-1)!);
        }
      expect(opened.map((stream) => stream.status)).toEqual(Array.from({ length: 12 }, () => 200));
      const refused = await api(portal, 'GET', '/live', { token: accounts[2]!.idToken });
      expect(refused.status).toBe(429);
      opened[0]!.close();
      await expect
        .poll(async () => {
          const again = await openLive(portal, accounts[2]!.idToken);
          streams.push(again);
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const stream of streams.splice(0)) stream.close();
      await portal.close();
    }
  });

  it('allows five open streams per account, and a sixth once one closes', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => live(hall.other.idToken)));
    expect(five.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await api<{ error: { code: string } }>(hall.portal, 'GET', '/live', { token: hall.other.idToken });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('too_many_requests');
    // Another account is not affected.
    expect((await live(hall.student.idToken)).status).toBe(200);

    five[0]!.close();
    await expect.poll(async () => (await live(hall.other.idToken)).status).toBe(200);
  });
});
