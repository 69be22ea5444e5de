// A signed-in student on /dashboard sees 'Not allowed', and the API refuses them every admin call.
import { sampleHallFee, sampleRoomAllotment, sampleTokenPurchase } from '@hall/model/samples';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { ensureAdmin } from '../support/admin-session.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { launchBrowser } from '../support/browser.ts';
import { api } from '../support/portal.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { attachTokenPdf, postNotice } from '../support/pdf-uploads.ts';

const portal = { url: inject('portalUrl') };
let browser: Browser;
let student: TestStudent;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await ensureAdmin(inject('adminEmail'))).idToken;
  student = await createStudent(portal, { studentId: `6${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}` });
});
afterAll(() => browser?.close());

describe('a student and the dashboard', () => {
  it("shows 'Not allowed' and no admin list on /dashboard and its pages", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInInBrowser(page, portal.url, student, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Hall Management' }).count()).toBe(0);
    await page.goto(`${portal.url}/dashboard/tokenreq`);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is refused every administrator call by the API (403), which changes nothing', async () => {
    const token = await api<{ insertedId: string }>(portal, 'POST', '/tokenpurches', {
      token: student.idToken,
      json: sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }),
    });
    const fee = await api<{ insertedId: string }>(portal, 'POST', '/hallfee', {
      token: student.idToken,
      json: sampleHallFee({ Transaction_id: uniqueTransactionId() }),
    });
    const room = await api<{ insertedId: string }>(portal, 'POST', '/roomallotement', {
      token: student.idToken,
      json: sampleRoomAllotment(),
    });
    const complaint = await api<{ insertedId: string }>(portal, 'POST', '/complains', {
      token: student.idToken,
      json: { complains: 'The fan does not work.' },
    });
    for (const created of [token, fee, room, complaint]) expect(created.status).toBe(201);

    const lists = ['/users', '/tokenpurches', '/hallfee', '/roomallotement', '/complains', '/messages', '/get-pdf'];
    const snapshot = async () =>
      Promise.all(lists.map(async (path) => (await api(portal, 'GET', path, { token: adminToken })).body));
    const before = await snapshot();

    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/users'],
      ['GET', '/tokenpurches'],
      ['GET', '/hallfee'],
      ['GET', '/roomallotement'],
      ['GET', '/complains'],
      ['GET', '/messages'],
      ['PATCH', `/tokenpurches/${token.body.insertedId}`, { status: 'confirm' }],
      ['PATCH', `/hallfee/${fee.body.insertedId}`, { status: 'confirm' }],
      ['PATCH', `/roomallotement/${room.body.insertedId}`, { status: 'confirm', SelectedRoom: '312' }],
      ['DELETE', `/tokenpurches/${token.body.insertedId}`],
      ['DELETE', `/hallfee/${fee.body.insertedId}`],
      ['DELETE', `/roomallotement/${room.body.insertedId}`],
      ['DELETE', `/complains/${complaint.body.insertedId}`],
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
    const attach = await attachTokenPdf(portal.url, student.idToken, token.body.insertedId, pdf);
    expect(attach.status).toBe(403);

    expect(await snapshot()).toEqual(before);
  });
});
