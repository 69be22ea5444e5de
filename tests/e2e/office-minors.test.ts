// Issue 35's dashboard minors in a real browser, at a phone's and a laptop's width: the search by
// transaction id in the sidebar of every page, the Messages search that fits its placeholder,
// complaint cards with their date, the notices the office lists and deletes, and the office's
// token PDF that leaves the student the generated token whose QR the dining counter scans.
import fs from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hallDate } from '@hall/model';
import { sampleHallFee } from '@hall/model/samples';
import { makeNoticePdf } from '@hall/functions/demo-data';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { decodePdfQr } from '../support/qr.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';
import { postNotice } from '../support/pdf-uploads.ts';

const { portal, adminToken, decide, ...journey } = useOfficeJourney();
// Notice and token PDFs need Storage; on an emulator suite without its rules runtime these skip.
const storageSkipped = Boolean(inject('storageSkipped'));
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const DAY = 24 * 60 * 60 * 1000;

let student: TestStudent;
let pdfPath: string;

beforeAll(async () => {
  student = await createStudent(portal, { name: 'Minor Tester', studentId: randomStudentId('3') });
  pdfPath = `${fs.mkdtempSync('/tmp/office-minors-')}/office.pdf`;
  fs.writeFileSync(pdfPath, await makeNoticePdf('Office token', '2026-11-20', ['Printed by the office.']));
});

const post = (path: string, json: Record<string, unknown>) => journey.file(student, path, json);

/** Publishes a notice through the API, as the office. */
async function uploadNotice(title: string): Promise<void> {
  const pdf = new Uint8Array(fs.readFileSync(pdfPath));
  const uploaded = await postNotice(portal.url, adminToken(), { title, date: hallDate(new Date()), pdf });
  expect(uploaded.status).toBe(200);
}

const newPage = (size: { width: number; height: number }) => journey.newPage({ viewport: size, acceptDownloads: true });
const adminPage = (path: string, size: { width: number; height: number }) =>
  journey.adminPage(path, { viewport: size, acceptDownloads: true });

const closePage = async (page: Page) => {
  const context = page.context();
  await page.close();
  await context.close();
};

describe('the dashboard minors of issue 35', () => {
  for (const size of SIZES) {
    it(`searches a transaction id from the sidebar of a list page, and keeps the start page, at ${size.width} px`, async () => {
      const transactionId = uniqueTransactionId();
      await post('/hallfee', sampleHallFee({ Transaction_id: transactionId }));
      const page = await adminPage('/dashboard', size);
      await page.getByRole('heading', { name: 'Hall Management', level: 1 }).waitFor();
      await keepScreenshot(page, 'dashboard-start');

      await page.goto(`${portal.url}/dashboard/students`);
      await page
        .getByRole('table', { name: 'Students' })
        .or(page.getByRole('list', { name: 'Students' }))
        .waitFor();
      const section = page.getByRole('region', { name: 'Search by transaction id' });
      await section.getByRole('textbox', { name: 'bKash transaction id' }).fill(transactionId.toLowerCase());
      await section.getByRole('button', { name: 'Search' }).click();
      const result = section.getByRole('status');
      await expect.poll(() => result.textContent()).toContain(`Minor Tester (${student.studentId}, ${student.email})`);
      // Nothing on the page scrolls sideways with the answer shown.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await closePage(page);
    });

    it(`shows the whole Messages search placeholder and a complaint's filing date, at ${size.width} px`, async () => {
      await post('/complains', { complains: 'The corridor light on floor 2 is out.' });
      const page = await adminPage('/dashboard/messages', size);
      const searchBox = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
      await searchBox.waitFor();
      // The placeholder's text, measured in the input's own font, fits inside the input's content box.
      const fit = await searchBox.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, room };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      await keepScreenshot(page, 'messages-search');

      await page.goto(`${portal.url}/dashboard/complains`);
      await page.getByRole('searchbox', { name: 'Search by ID' }).fill(student.studentId);
      const card = page.getByRole('article', { name: 'Complaint from Minor Tester' }).first();
      await card.waitFor();
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
      );
      await card.getByText(`Filed: ${today}`).waitFor();
      await closePage(page);
    });

    it(`lists the published notices, with their PDFs, in the Notice section at ${size.width} px`, async () => {
      const title = `Dining hours ${randomStudentId('n')}`;
      if (!storageSkipped) await uploadNotice(title);
      const page = await adminPage('/dashboard/notice', size);
      await page.getByRole('heading', { name: /^Published notices/ }).waitFor();
      if (!storageSkipped) {
        const item = page.getByRole('list', { name: 'Published notices' }).getByRole('listitem', { name: title });
        await item.getByRole('link', { name: `PDF of the notice ${title}` }).waitFor();
        await item.getByRole('button', { name: `Delete the notice ${title}` }).waitFor();
      }
      // Title and the PDF file are marked required; the file control sits in a field's box.
      expect(await page.locator('label', { hasText: /^Title/ }).textContent()).toBe('Title *');
      const file = page.getByLabel('PDF file');
      expect(await file.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');
      await keepScreenshot(page, 'notices');
      await closePage(page);
    });
  }

  it.skipIf(storageSkipped)('deletes a notice after the confirm: it leaves the list and the board', async () => {
    const title = `Wrong notice ${randomStudentId('n')}`;
    await uploadNotice(title);

    const page = await adminPage('/dashboard/notice', SIZES[1]);
    const list = page.getByRole('list', { name: 'Published notices' });
    const item = list.getByRole('listitem', { name: title });
    await item.getByRole('link', { name: `PDF of the notice ${title}` }).waitFor();
    await item.getByRole('button', { name: `Delete the notice ${title}` }).click();
    await page.getByText(`The notice "${title}" leaves the notice board and its PDF is deleted.`).waitFor();
    await page.getByRole('button', { name: 'Yes, delete it!' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await item.waitFor({ state: 'detached' });

    await page.goto(`${portal.url}/`);
    const board = page.getByRole('list', { name: 'Notices' });
    await board.waitFor();
    await expect.poll(async () => board.getByText(title).count()).toBe(0);
    await closePage(page);
  });

  it.skipIf(storageSkipped)(
    "attaches the office's PDF after the confirm; the student's token keeps its QR and verifies, the office's file beside it",
    async () => {
      const filed = await post('/tokenpurches', {
        Start_date: hallDate(new Date(Date.now() - DAY)),
        End_date: hallDate(new Date(Date.now() + 14 * DAY)),
        package1: '15',
        amount: '1300',
        Transaction_id: uniqueTransactionId(),
        bkash_number: '01912345678',
      });
      await decide('/tokenpurches', filed);

      const office = await adminPage('/dashboard/tokendetails', SIZES[1]);
      await office.getByRole('searchbox', { name: 'Search by ID' }).fill(student.studentId);
      const row = office.getByRole('table', { name: 'Token Details' }).locator('tbody tr').first();
      await row.getByRole('button', { name: 'Upload Pdf' }).waitFor();
      const chooser = office.waitForEvent('filechooser');
      await row.getByRole('button', { name: 'Upload Pdf' }).click();
      await (await chooser).setFiles(pdfPath);
      await office.getByRole('heading', { name: 'Attach this PDF?' }).waitFor();
      await office.getByRole('button', { name: 'Attach PDF' }).click();
      await office.getByText('PDF uploaded successfully').waitFor();
      await row.getByRole('button', { name: 'View Pdf' }).waitFor();
      await closePage(office);

      const page = await newPage(SIZES[0]);
      await signInInBrowser(page, portal.url, student, '/profile/tokenprofile');
      const [token] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download token' }).click(),
      ]);
      const link = decodePdfQr(new Uint8Array(fs.readFileSync(await token.path())));
      expect(link).toBe(`${portal.url}/verify/${filed}`);
      const [attached] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: "Office's PDF" }).click(),
      ]);
      expect(fs.readFileSync(await attached.path()).equals(fs.readFileSync(pdfPath))).toBe(true);
      await closePage(page);

      // The dining counter's phone, nobody signed in: the QR's link says Valid.
      const counter = await newPage(SIZES[0]);
      await counter.goto(link ?? '');
      await counter
        .getByTestId('verdict')
        .filter({ hasText: /^Valid$/ })
        .waitFor();
      await closePage(counter);
    },
  );
});
