// A retry is not fraud: a POST whose answer is lost on the way, sent again (with the same
// Idempotency-Key, or the same request without one), gets the record already stored, once; the
// same transaction id from another student, or in another request, is still a 409.
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { messages, normalizeTransactionId, type TokenAmount } from '@hall/model';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';

interface Token {
  _id: string;
  email: string;
  Transaction_id: string;
}

const hall = useTestPortal({ students: { student: { studentId: '1904201' }, other: { studentId: '1904202' } } });

const purchase = (transactionId: string, amount: TokenAmount = '2500') =>
  sampleTokenPurchase({ Transaction_id: transactionId, amount });

/**
 * Sends the POST over a raw socket and hangs up as soon as the answer starts to arrive: the
 * server has committed, the client never reads what it said (the "reset" a student on mobile data sees).
 */
function postAndDropAnswer(apiPath: string, token: string, body: unknown, key: string): Promise<void> {
  const { port } = new URL(hall.portal.url);
  const json = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST /api${apiPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nIdempotency-Key: ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
      );
    });
    socket.once('data', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

async function tokensWith(transactionId: string): Promise<Token[]> {
  const all = await api<Token[]>(hall.portal, 'GET', '/tokenpurches', { token: hall.admin.idToken });
  return all.body.filter(
    (token) => normalizeTransactionId(token.Transaction_id) === normalizeTransactionId(transactionId),
  );
}

function claimsFor(transactionId: string): number {
  const db = new Database(path.join(hall.portal.dataDir, 'portal.sqlite'), { readonly: true });
  try {
    return (
      db
        .prepare('SELECT COUNT(*) AS n FROM payments WHERE transaction_key = ?')
        .get(normalizeTransactionId(transactionId)) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

describe('a lost answer, retried', () => {
  it('with the same Idempotency-Key gets the stored record: one record, one claim', async () => {
    const transactionId = uniqueTransactionId();
    await postAndDropAnswer('/tokenpurches', hall.student.idToken, purchase(transactionId), 'submit-1');
    const stored = await tokensWith(transactionId);
    expect(stored).toHaveLength(1);

    const retry = await api<{ acknowledged: boolean; insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId),
      headers: { 'idempotency-key': 'submit-1' },
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ acknowledged: true, insertedId: stored[0]?._id });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await tokensWith(transactionId)).toHaveLength(1);
    expect(claimsFor(transactionId)).toBe(1);

    // The same transaction id from another student is still fraud, key or no key.
    for (const headers of [{}, { 'idempotency-key': 'submit-1' }] as Array<Record<string, string>>) {
      const stolen = await api<{ error: { code: string; message: string } }>(hall.portal, 'POST', '/tokenpurches', {
        token: hall.other.idToken,
        json: purchase(transactionId),
        headers,
      });
      expect(stolen.status).toBe(409);
      expect(stolen.body.error).toEqual({ code: 'conflict', message: messages.api.transactionIdUsed });
    }
    expect(await tokensWith(transactionId)).toHaveLength(1);
    expect(claimsFor(transactionId)).toBe(1);
  });

  it('without a key, the same student re-sending the same request gets the stored record; other content is a 409', async () => {
    const transactionId = uniqueTransactionId();
    const first = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId),
    });
    expect(first.status).toBe(201);
    // Case and spaces in the id do not make it another payment (claims ignore them too).
    const again = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId.toLowerCase()),
    });
    expect([again.status, again.body.insertedId]).toEqual([201, first.body.insertedId]);

    const changed = await api(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId, '1300'),
    });
    expect(changed.status).toBe(409);
    const asHallFee = await api(hall.portal, 'POST', '/hallfee', {
      token: hall.student.idToken,
      json: sampleHallFee({ Transaction_id: transactionId }),
    });
    expect(asHallFee.status).toBe(409);
    expect(await tokensWith(transactionId)).toHaveLength(1);
  });

  it('a request cleared before approval is not revived by a re-send: its released id files a new record', async () => {
    const transactionId = uniqueTransactionId();
    const first = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId),
    });
    expect(
      (await api(hall.portal, 'DELETE', `/tokenpurches/${first.body.insertedId}`, { token: hall.admin.idToken }))
        .status,
    ).toBe(200);
    // Clearing before approval releases the id (decision 011): the re-send is a new request.
    const again = await api<{ insertedId: string }>(hall.portal, 'POST', '/tokenpurches', {
      token: hall.student.idToken,
      json: purchase(transactionId),
    });
    expect(again.status).toBe(201);
    expect(again.body.insertedId).not.toBe(first.body.insertedId);
    expect((await tokensWith(transactionId)).map((record) => record._id)).toEqual([again.body.insertedId]);
  });
});

describe('Idempotency-Key on any POST', () => {
  const complaints = async (who: TestStudent) =>
    (
      await api<Array<{ complains: string }>>(hall.portal, 'GET', `/complains?email=${encodeURIComponent(who.email)}`, {
        token: who.idToken,
      })
    ).body;

  it('files a complaint once however often it is re-sent, and keys are per caller', async () => {
    const text = `Retry ${uniqueTransactionId()}`;
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await api<{ insertedId: string }>(hall.portal, 'POST', '/complains', {
          token: hall.student.idToken,
          json: { complains: text },
          headers: { 'Idempotency-Key': 'complaint-7' },
        }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.insertedId)).size).toBe(1);
    expect((await complaints(hall.student)).filter((complaint) => complaint.complains === text)).toHaveLength(1);

    // Another student's same key is their own: a new complaint.
    const theirs = await api<{ insertedId: string }>(hall.portal, 'POST', '/complains', {
      token: hall.other.idToken,
      json: { complains: text },
      headers: { 'Idempotency-Key': 'complaint-7' },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.insertedId).not.toBe(answers[0]?.body.insertedId);
  });

  it('refuses the same key on a different request (422) and a malformed key (400), changing nothing', async () => {
    await api(hall.portal, 'POST', '/complains', {
      token: hall.student.idToken,
      json: { complains: 'First text' },
      headers: { 'Idempotency-Key': 'complaint-8' },
    });
    const before = await complaints(hall.student);
    const reused = await api<{ error: { code: string } }>(hall.portal, 'POST', '/complains', {
      token: hall.student.idToken,
      json: { complains: 'Other text' },
      headers: { 'Idempotency-Key': 'complaint-8' },
    });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
    for (const key of ['', 'x'.repeat(129), 'key with spaces', 'a/b', '%00']) {
      const bad = await api<{ error: { code: string } }>(hall.portal, 'POST', '/complains', {
        token: hall.student.idToken,
        json: { complains: 'Third text' },
        headers: { 'Idempotency-Key': key },
      });
      expect([bad.status, bad.body.error.code], key).toEqual([400, 'invalid_idempotency_key']);
    }
    expect(await complaints(hall.student)).toEqual(before);
  });
});
