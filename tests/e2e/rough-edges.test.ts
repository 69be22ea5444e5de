// Issue 18's rough edges, in a real browser: the CSV export keeps formulas as text, complaint
// cards hold long e-mail addresses, the dashboard's controls meet AA contrast, fresh loads start
// at the top while back keeps its place, toasts stay clear of the top bar on a phone, and the
// administrator's own profile shows the office account.
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from '../support/admin-session.ts';
import { createAccount } from '../support/auth-emulator.ts';
import { contrastFailures } from '../support/contrast.ts';
import { api } from '../support/portal.ts';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { addRooms, soloApplication } from '../support/rooms.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';

const { portal, adminEmail, file: post, decide, ...journey } = useOfficeJourney();

const newPage = (width: number, height: number) =>
  journey.newPage({ viewport: { width, height }, acceptDownloads: true });
const adminPage = (path: string, width = 1366, height = 768) =>
  journey.adminPage(path, { viewport: { width, height }, acceptDownloads: true });

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by ID' });

describe('the CSV export', () => {
  it('exports a complaint beginning with each dangerous character as text, one line or several', async () => {
    const student = await createStudent(portal, { name: 'Formula Tester', studentId: randomStudentId('6') });
    // The API trims what a student types, so a leading tab or carriage return reaches the file
    // as the character after it; the unit test of toCsv covers those two as cell starts.
    const complaints = [
      '=HYPERLINK("http://evil.example","click")',
      '=HYPERLINK("http://evil.example","click")\nThe fan in room 312 is broken.',
      "+1+cmd|' /C calc'!A0",
      '-2+3 lights are out on floor 2',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '\t=1+1 tab first',
      '\r\n=1+1 carriage return first',
    ];
    for (const complains of complaints) await post(student, '/complains', { complains });

    const page = await adminPage('/dashboard/complains');
    await search(page).fill(student.studentId);
    await page.getByRole('heading', { level: 2, name: `Total: ${complaints.length}` }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    for (const complains of complaints) {
      const stored = complains.trim();
      expect('=+-@'.includes(stored[0]!)).toBe(true);
      // Quoted, with a leading apostrophe: a spreadsheet shows it as text and runs nothing.
      expect(csv).toContain(`"'${stored.replaceAll('"', '""')}"`);
    }
    // No cell of the file starts with a formula character.
    const cells = csv.replace(/^\uFEFF/, '').split(/,|\r\n/);
    expect(cells.filter((cell) => /^"?[=+\-@\t\r]/.test(cell))).toEqual([]);
    await page.close();
  });
});

describe('the dashboard at 1366 px', () => {
  // A student address is at most 27 characters now (decision 021); the card still keeps it in.
  it('keeps the e-mail address inside its complaint card', async () => {
    const studentId = randomStudentId('5');
    const account = await createAccount({ email: `u${studentId}@student.cuet.ac.bd`, verified: true });
    const created = await api(portal, 'POST', '/users', {
      token: account.idToken,
      json: { name: 'Long Address', email: account.email, id: studentId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await post({ ...account, name: 'Long Address', studentId }, '/complains', {
      complains: 'The corridor light is out.',
    });

    const page = await adminPage('/dashboard/complains');
    await search(page).fill(studentId);
    const card = page.getByRole('article', { name: 'Complaint from Long Address' });
    await card.getByText(account.email).waitFor();
    const fits = await card.evaluate((article) => {
      const box = article.getBoundingClientRect();
      return (
        article.scrollWidth <= article.clientWidth &&
        Array.from(article.querySelectorAll('p')).every(
          (p) => p.getBoundingClientRect().right <= box.right && p.scrollWidth <= p.clientWidth,
        )
      );
    });
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  });

  it('shows every control in AA contrast (computed colours), Pending and Approved included', async () => {
    const student = await createStudent(portal, { name: 'Contrast Check', studentId: randomStudentId('4') });
    const token = () => post(student, '/tokenpurches', sampleTokenPurchase({ Transaction_id: uniqueTransactionId() }));
    const fee = () => post(student, '/hallfee', sampleHallFee({ Transaction_id: uniqueTransactionId() }));
    const [allotted] = await addRooms(portal, journey.adminToken(), 1);
    const room = () => post(student, '/roomallotement', soloApplication(student, [allotted!]));
    await token();
    await decide('/tokenpurches', await token());
    await fee();
    await decide('/hallfee', await fee());
    // Approved first: a student is in one pending application at a time (issue 31).
    await decide('/roomallotement', await room(), { status: 'confirm', SelectedRoom: allotted });
    await room();
    await post(student, '/complains', { complains: 'Contrast check complaint.' });

    const page = await adminPage('/dashboard/tokenreq');
    // Every section the sidebar offers.
    const sidebarLinks = page.getByRole('navigation', { name: 'Hall Management' }).getByRole('link');
    await sidebarLinks.last().waitFor();
    const sections = await sidebarLinks.allTextContents();
    expect(sections.length).toBeGreaterThanOrEqual(10);
    const failures: Record<string, unknown[]> = {};
    for (const section of sections) {
      await page
        .getByRole('navigation', { name: 'Hall Management' })
        .getByRole('link', { name: section, exact: true })
        .click();
      await page.getByRole('link', { name: section, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      // This student's rows only, so the Pending and Approved controls are on the first page.
      if (section === 'Dining staff') await page.getByRole('textbox', { name: 'Staff e-mail' }).waitFor();
      else if (section === 'Rooms') {
        // The student's room, found by their id, with them in it.
        await page.getByRole('searchbox', { name: 'Search by room or ID' }).fill(student.studentId);
        await page.getByRole('main').getByText(`Room ${allotted}`).first().waitFor();
      } else if (section === 'Reports') {
        // The student's dues row, found by their id, and the collections' table beneath the chart.
        await page.getByRole('searchbox', { name: 'Search by ID, name or e-mail' }).fill(student.studentId);
        await page.getByRole('main').getByText(student.studentId).first().waitFor();
        await page.getByRole('table', { name: 'Collections by month' }).waitFor();
      } else if (section !== 'Notice' && section !== 'Messages') {
        await search(page).fill(student.studentId);
        await page.getByRole('heading', { level: 2, name: /^Total: [1-9]/ }).waitFor();
      }
      if (section === 'Token_req') await page.getByRole('button', { name: 'Pending' }).first().waitFor();
      if (section === 'Token_req' || section === 'Hall_Fee_req')
        await page.getByText('Approved', { exact: true }).first().waitFor();
      const found = await contrastFailures(page);
      if (found.length > 0) failures[section] = found;
    }
    expect(failures).toEqual({});
    await page.close();
  });
});

describe('scroll positions', () => {
  it('opens a page loaded by address at the top, and keeps the position going back', async () => {
    const page = await newPage(390, 844);
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { name: 'Our Achievements' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

    await page.goto(`${portal.url}/signup`);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    // Within the app: leave the home page part-way down, come back, find the same place.
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { name: 'Our Achievements' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // Images loading above may nudge it (scroll anchoring): the place is where we leave from.
    const left = await page.evaluate(() => window.scrollY);
    // The sticky top bar's Login link: clicking it does not scroll the page first.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Our Achievements' }).waitFor();
    // Lazy images above may still shift it a little; a lost position would be 0, hundreds away.
    await expect.poll(() => page.evaluate((left) => Math.abs(window.scrollY - left), left)).toBeLessThan(150);
    await page.close();
  });
});

describe('on a 390 px phone', () => {
  it('shows the sign-in toast below the top bar, never over its controls', async () => {
    const student = await createStudent(portal);
    const page = await newPage(390, 844);
    await signInInBrowser(page, portal.url, student, '/');
    const toast = page.getByText('LogIn successfully');
    await toast.waitFor();
    const bar = (await page.getByRole('banner').boundingBox())!;
    // Where the toast comes to rest: it slides in from above, so an early look can catch it mid-way.
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.close();
  });
});

describe("the administrator's own profile", () => {
  it('shows the office account, with no student history and no request for a student record', async () => {
    const page = await newPage(390, 844);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await signInInBrowser(page, portal.url, { email: adminEmail, password: ADMIN_PASSWORD }, '/profile');
    const profile = page.getByRole('region', { name: 'My Profile' });
    await profile.getByText('Hall office (administrator)').waitFor();
    await profile.getByText(adminEmail, { exact: true }).waitFor();
    expect(await page.getByText(/User not found/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Token History' }).count()).toBe(0);
    expect(missing).toEqual([]);
    await page.close();
  });
});
