// Decision 012: only verified CUET students file anything; the student id comes from a
// u<digits>@ address and never changes; the local server answers only loopback Host names.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@hall/model';
import { createAccount, studentAddress } from '../support/auth-emulator.ts';
import { api } from '../support/portal.ts';
import { useTestPortal } from '../support/test-portal.ts';
import { uniqueTransactionId } from '../support/students.ts';
import { sampleComplaint, sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { SAMPLE_CHOICES, seedRooms } from '../support/room-inventory.ts';
import { soloApplication } from '../support/rooms.ts';

const hall = useTestPortal();
// The rooms the applications choose, on the hall's list (decision 034).
beforeAll(() => seedRooms(hall.portal, hall.admin.idToken));

/** Each write's body, as the student `who` sends it (a room application names only them). */
const writes: Array<[path: string, body: (who: { studentId: string }) => Record<string, unknown>]> = [
  ['/tokenpurches', () => sampleTokenPurchase({ Transaction_id: uniqueTransactionId() })],
  ['/hallfee', () => sampleHallFee({ Transaction_id: uniqueTransactionId() })],
  ['/roomallotement', (who) => soloApplication(who, SAMPLE_CHOICES)],
  ['/complains', () => sampleComplaint()],
  [
    '/messages',
    () => ({ from_name: 'Rahim', user_email: 'rahim@example.com', message: 'When does the dining hall open?' }),
  ],
];

/** Everything the administrator can list, to prove a refused write stored nothing. */
async function everything(): Promise<unknown[]> {
  const lists = [];
  for (const [path] of writes) {
    const answer = await api<unknown[]>(hall.portal, 'GET', path, { token: hall.admin.idToken });
    expect(answer.status).toBe(200);
    lists.push(answer.body);
  }
  lists.push((await api<unknown[]>(hall.portal, 'GET', '/users', { token: hall.admin.idToken })).body);
  return lists;
}

/** An account with its profile, verified or not (profiles may be made before verifying). */
async function studentWithProfile(verified: boolean) {
  const { email, studentId } = studentAddress();
  const account = await createAccount({ email, verified });
  const created = await api(hall.portal, 'POST', '/users', {
    token: account.idToken,
    json: { name: 'Rahim Uddin', email, id: studentId },
  });
  expect(created.status).toBe(201);
  return { ...account, studentId };
}

describe('an unverified student', () => {
  it('may sign in, make and read their profile, but every filing is 403 with the verify sentence and stores nothing', async () => {
    const student = await studentWithProfile(false);
    expect((await api(hall.portal, 'GET', '/users/me', { token: student.idToken })).body).toMatchObject({
      email: student.email,
      id: student.studentId,
    });
    const before = await everything();
    for (const [path, body] of writes) {
      const answer = await api<{ error: { code: string; message: string } }>(hall.portal, 'POST', path, {
        token: student.idToken,
        json: body(student),
      });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error).toEqual({ code: 'email_unverified', message: messages.api.emailUnverified });
    }
    expect(await everything()).toEqual(before);
  });

  it('files once the address is verified', async () => {
    const student = await studentWithProfile(true);
    for (const [path, body] of writes) {
      expect((await api(hall.portal, 'POST', path, { token: student.idToken, json: body(student) })).status, path).toBe(
        201,
      );
    }
  });
});

describe('contact messages', () => {
  it('need a profile: a verified account without one gets 404 no_profile and nothing is kept', async () => {
    const { email, studentId } = studentAddress();
    const account = await createAccount({ email, verified: true });
    const before = await everything();
    const answer = await api<{ error: { code: string } }>(hall.portal, 'POST', '/messages', {
      token: account.idToken,
      json: writes[4]?.[1]({ studentId }),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('no_profile');
    expect(await everything()).toEqual(before);
  });
});

describe('the student id of a profile', () => {
  it('must be the number in a u<digits>@ address: anything else is 400 and stores nothing', async () => {
    const { email, studentId } = studentAddress();
    const account = await createAccount({ email, verified: true });
    const before = await everything();
    const answer = await api<{ error: { fields: Record<string, string> } }>(hall.portal, 'POST', '/users', {
      token: account.idToken,
      json: { name: 'Squatter', email, id: String(Number(studentId) + 1) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.id).toBe(messages.api.studentIdMismatch);
    expect(await everything()).toEqual(before);
    expect((await api(hall.portal, 'GET', '/users/me', { token: account.idToken })).status).toBe(404);
  });

  it('cannot be changed afterwards, by PATCH or by a second record', async () => {
    const student = await studentWithProfile(true);
    const other = String(Number(student.studentId) + 1);
    expect(
      (
        await api(hall.portal, 'PATCH', '/users/me', {
          token: student.idToken,
          json: { name: 'Rahim Uddin', id: other },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(hall.portal, 'POST', '/users', {
          token: student.idToken,
          json: { name: 'Rahim Uddin', email: student.email, id: other },
        })
      ).status,
    ).toBe(400);
    const me = await api<{ id: string }>(hall.portal, 'GET', '/users/me', { token: student.idToken });
    expect(me.body.id).toBe(student.studentId);
  });
});

/** A GET with a chosen Host header (fetch does not let one set it). */
function getWithHost(host: string): Promise<{ status: number; body: string }> {
  const url = new URL(`${hall.portal.url}/api/health`);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

describe('the local server with the Auth emulator', () => {
  it('refuses a request addressed to another host name (DNS rebinding)', async () => {
    const port = new URL(hall.portal.url).port;
    const refused = await getWithHost(`evil.example:${port}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'host_not_allowed' } });
    expect((await getWithHost('evil.example')).status).toBe(403);
    expect((await getWithHost(`127.0.0.1.evil.example:${port}`)).status).toBe(403);
  });

  it('answers 127.0.0.1, localhost and [::1]', async () => {
    const port = new URL(hall.portal.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await getWithHost(host)).status, host).toBe(200);
    }
  });
});
