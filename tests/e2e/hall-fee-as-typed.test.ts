// Issue 14 in a real browser: a student files a hall fee across the new year with the bKash number
// and transaction id as people really type them; the office sees the normalised values and clears
// the payment while it is still pending.
import { describe, expect, inject, it } from 'vitest';
import { messages, MONTH_LABELS, MONTHS, type HallFee } from '@hall/model';
import { ADMIN_PASSWORD, ensureAdmin } from '../support/admin-session.ts';
import { useBrowser } from '../support/use-browser.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, uniqueTransactionId } from '../support/students.ts';
import { closeClean, expectSuccessDialog, openSignedIn, ownRecords, portal, portalUrl } from './student-journey.ts';

const browser = useBrowser();

describe('a hall fee as students type it', () => {
  it('files November to February with +880 and a pasted id; the office sees 01712345678 and the upper-case id, and clears it while pending', async () => {
    const student = await createStudent(portal);
    const transactionId = uniqueTransactionId();
    // Pasted from the bKash message: lower case, spaces around and inside.
    const pasted = `  ${transactionId.slice(0, 5).toLowerCase()} ${transactionId.slice(5)} `;

    const session = await openSignedIn(browser(), student);
    const { page } = session;
    await page.goto(`${portalUrl}/hallfee`);
    const form = page.getByRole('form', { name: 'Hall Fee' });
    await form.waitFor();
    expect(await page.getByLabel('Start month').locator('option').allTextContents()).toEqual([
      'Select the start month',
      ...MONTHS.map((month) => MONTH_LABELS[month]),
    ]);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).textContent()).toBe(student.name);
    await page.getByLabel('Start month').selectOption({ label: 'November' });
    await page.getByLabel('End month').selectOption({ label: 'February' });
    await page.getByText(/^November \d{4} – February \d{4}: 4 months$/).waitFor();
    await page.getByLabel('Level').selectOption('3');
    await page.getByLabel('Term').selectOption('2');
    await page.getByLabel(/^Transaction ID/).fill(pasted);
    await page.getByLabel(/^bKash number/).fill('+8801712345678');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectSuccessDialog(page, messages.forms.hallFeeSubmitted);
    const [stored] = await ownRecords<HallFee>('/hallfee', student.idToken, student.email);
    expect(stored).toMatchObject({
      month_start: 'November',
      month_end: 'February',
      bkash_number: '01712345678',
      Transaction_id: transactionId,
    });
    await closeClean(session);

    // The office: Hall_Fee_req shows the normalised values, and a pending payment can be cleared.
    await ensureAdmin(inject('adminEmail'));
    const office = await browser().newPage({ viewport: { width: 1400, height: 900 } });
    const errors: string[] = [];
    office.on('pageerror', (error) => errors.push(error.message));
    await signInInBrowser(
      office,
      portalUrl,
      { email: inject('adminEmail'), password: ADMIN_PASSWORD },
      '/dashboard/hallfeereq',
    );
    const requests = office.getByRole('table', { name: 'Hall Fee Requests' });
    await requests.waitFor();
    await office.getByRole('searchbox', { name: 'Search by ID' }).fill(student.studentId);
    await office.getByRole('heading', { level: 2, name: 'Total: 1' }).waitFor();
    const row = requests.locator('tbody tr').first();
    await row.getByRole('cell', { name: '01712345678', exact: true }).waitFor();
    await row.getByRole('cell', { name: transactionId, exact: true }).waitFor();
    await row.getByRole('button', { name: 'Pending' }).waitFor();

    await row.getByRole('button', { name: 'Clear' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.deleteDialog.confirm }).click();
    await dialog.getByText(messages.deleteDialog.doneText).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await office.getByRole('heading', { level: 2, name: 'Total: 0' }).waitFor();
    expect(await ownRecords('/hallfee', student.idToken, student.email)).toEqual([]);
    await office.close();
    expect(errors).toEqual([]);
  });
});
