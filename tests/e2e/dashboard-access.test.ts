// A signed-in student on /dashboard sees 'Not allowed', and the API refuses them every admin call.
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { signInInBrowser } from '../support/sign-in.ts';
import { api } from '../support/portal.ts';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { addRooms, soloApplication } from '../support/rooms.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { attachTokenPdf, postNotice } from '../support/pdf-uploads.ts';

const journey = useOfficeJourney();
const { portal } = journey;
let student: TestStudent;
let rooms: string[];

beforeAll(async () => {
  student = await createStudent(portal, { studentId: randomStudentId('6') });
  rooms = await addRooms(portal, journey.adminToken(), 2);
});

describe('a student and the dashboard', () => {
  it("shows 'Not allowed' and no admin list on /dashboard and its pages", async () => {
    const page = await journey.newPage({});
    await signInInBrowser(page, portal.url, student, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hall Management' }).count()).toBe(0);
    await page.goto(`${portal.url}/dashboard/tokenreq`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.close();
  });

  it('is refused every administrator call by the API (403), which changes nothing', async () => {
    const token = await journey.file(
      student,
      '/tokenpurches',
      sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
    );
    const fee = await journey.file(student, '/hallfee', sampleHallFee({ Transaction_id: uniqueTransactionId() }));
    const room = await journey.file(student, '/roomallotement', soloApplication(student, rooms));
    const complaint = await journey.file(student, '/complains', { complains: 'The fan does not work.' });

    const lists = ['/users', '/tokenpurches', '/hallfee', '/roomallotement', '/complains', '/messages', '/get-pdf'];
    const snapshot = async () =>
      Promise.all(lists.map(async (path) => (await api(portal, 'GET', path, { token: journey.adminToken() })).body));
    const before = await snapshot();

    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/users'],
      ['GET', '/tokenpurches'],
      ['GET', '/hallfee'],
      ['GET', '/roomallotement'],
      ['GET', '/complains'],
      ['GET', '/messages'],
      ['PATCH', `/tokenpurches/${token}`, { status: 'confirm' }],
      ['PATCH', `/hallfee/${fee}`, { status: 'confirm' }],
      ['PATCH', `/roomallotement/${room}`, { status: 'confirm', SelectedRoom: rooms[0] }],
      ['DELETE', `/tokenpurches/${token}`],
      ['DELETE', `/hallfee/${fee}`],
      ['DELETE', `/roomallotement/${room}`],
      ['DELETE', `/complains/${complaint}`],
    ];
    for (const [method, path, json] of calls) {
      const answer = await api(portal, method, path, {
        token: student.idToken,
        ...(json === undefined ? {} : { json }),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }

    const pdf = await makeNoticePdf('Fake notice', '2026-12-01', ['Not from the office.']);
    const upload = await postNotice(portal.url, student.idToken, { title: 'Fake notice', date: '2026-12-01', pdf });
    expect(upload.status).toBe(403);
    const attach = await attachTokenPdf(portal.url, student.idToken, token, pdf);
    expect(attach.status).toBe(403);

    expect(await snapshot()).toEqual(before);
  });
});
