// The dining counter's check of a meal token (issue 19): the QR code is decoded from the token PDF
// the student really downloads (rasterised by MuPDF, read by jsQR: tests/support/qr.ts), and the
// link it holds opens the public verify page, in a browser that never signed in, showing "Valid"
// and not whose token it is (decision 033). The PDF shows the name the student goes by now,
// changed on their profile after filing (issue 35).
import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { hallDate } from '@hall/model';
import { useBrowser } from '../support/use-browser.ts';
import { api } from '../support/portal.ts';
import { decodePdfQr } from '../support/qr.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { ensureAdmin } from '../support/admin-session.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import { adminToken, closeClean, openSignedIn, portal, portalUrl } from './student-journey.ts';

const DAY = 24 * 60 * 60 * 1000;

const browser = useBrowser();

describe('a meal token checked at the dining counter', () => {
  it('scans the QR of the downloaded token PDF and shows Valid to a visitor; a pending token shows Not valid', async () => {
    const student = await createStudent(portal, { name: 'Verify Student' });
    const dates = {
      Start_date: hallDate(new Date(Date.now() - DAY)),
      End_date: hallDate(new Date(Date.now() + 14 * DAY)),
    };
    const file = (transactionId: string) =>
      api<{ insertedId: string }>(portal, 'POST', '/tokenpurches', {
        token: student.idToken,
        json: { ...dates, package1: '15', amount: '1300', Transaction_id: transactionId, bkash_number: '01912345678' },
      });
    const transactionId = uniqueTransactionId();
    const filed = await file(transactionId);
    expect(filed.status).toBe(201);
    const requestId = filed.body.insertedId;
    expect(
      (
        await api(portal, 'PATCH', `/tokenpurches/${requestId}`, {
          token: await adminToken(),
          json: { status: 'confirm' },
        })
      ).status,
    ).toBe(200);

    // Filed as 'Verify Student'; the student then gives their full name on the profile.
    const renamed = await api(portal, 'PATCH', '/users/me', {
      token: student.idToken,
      json: { name: 'Verify Student Chowdhury' },
    });
    expect(renamed.status).toBe(200);

    const session = await openSignedIn(browser(), student, { acceptDownloads: true });
    await session.page.goto(`${portalUrl}/profile/tokenprofile`);
    // The sidebar has the new name before the token is made with it.
    await session.page.getByText('Verify Student Chowdhury', { exact: true }).waitFor();
    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Download token' }).click(),
    ]);
    const pdf = new Uint8Array(fs.readFileSync(await download.path()));
    const link = decodePdfQr(pdf);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(text).toContain('Verify Student Chowdhury');
    await closeClean(session);
    expect(link).toBe(`${portalUrl}/verify/${requestId}`);

    // The counter's phone: a fresh context, nobody signed in.
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(link ?? '');
    await page
      .getByTestId('verdict')
      .filter({ hasText: /^Valid$/ })
      .waitFor();
    const main = page.getByRole('main');
    await main.getByText('15 days', { exact: true }).waitFor();
    // A visitor learns only whether the token is valid, never whose it is (decision 033).
    expect(await main.textContent()).not.toContain(student.studentId);
    expect(await main.textContent()).not.toContain('Verify Student');
    // Dates in the portal's one style, never ISO.
    expect(await main.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await keepScreenshot(page, 'verify');
    await page.setViewportSize({ width: 1366, height: 768 });
    await keepScreenshot(page, 'verify');
    // Nothing private: the e-mail and the bKash number are not on the page.
    expect(await main.textContent()).not.toContain(student.email);
    expect(await main.textContent()).not.toContain('01912345678');

    const pending = await file(uniqueTransactionId());
    await page.goto(`${portalUrl}/verify/${pending.body.insertedId}`);
    await page.getByTestId('verdict').filter({ hasText: 'Not valid' }).waitFor();
    await page.getByText('Not approved by the office yet.').waitFor();
    await context.close();
    expect(errors).toEqual([]);

    // For a PDF the office makes itself, Token Details shows the same link to print on it.
    const office = await openSignedIn(browser(), await ensureAdmin(inject('adminEmail')));
    await office.page.goto(`${portalUrl}/dashboard/tokendetails`);
    const verifyLink = office.page.getByRole('link', { name: `Verify link of token ${transactionId}` });
    expect(await verifyLink.getAttribute('href')).toBe(`${portalUrl}/verify/${requestId}`);
    await closeClean(office);
  });
});
