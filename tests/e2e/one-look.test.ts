// One look across the portal (issue 29): the page headings and the primary buttons of the
// profile, a student form and the dashboard share their computed styles, the dialogs use the
// page's font, and the destructive confirms (Clear's 'Yes, delete it!', Reject) are the same red
// as the dashboard's danger buttons. Keeps a screenshot of each page and dialog.
import { sampleTokenPurchase } from '@hall/model/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';

const { portal, file: post, ...journey } = useOfficeJourney();
const viewport = { width: 1366, height: 900 };
let student: TestStudent;

const HEADING_STYLE = ['fontFamily', 'fontWeight', 'fontSize', 'color'] as const;
const BUTTON_STYLE = [
  'borderRadius',
  'backgroundColor',
  'color',
  'fontFamily',
  'fontWeight',
  'fontSize',
  'boxShadow',
] as const;

/** The computed values of `properties` on the element `locator` finds. */
function styleOf(locator: Locator, properties: readonly string[]): Promise<Record<string, string>> {
  return locator.evaluate(
    (element, names) => {
      const style = getComputedStyle(element) as unknown as Record<string, string>;
      return Object.fromEntries(names.map((name) => [name, style[name] ?? '']));
    },
    [...properties],
  );
}

const fileToken = () =>
  post(
    student,
    '/tokenpurches',
    sampleTokenPurchase({ End_date: '2026-12-30', Transaction_id: uniqueTransactionId() }),
  );

async function studentPage(path: string): Promise<Page> {
  const page = await journey.newPage({ viewport });
  await signInInBrowser(page, portal.url, student, path);
  return page;
}

async function searchStudent(page: Page, total: number) {
  await page.getByRole('searchbox', { name: 'Search by ID' }).fill(student.studentId);
  await page.getByRole('heading', { level: 2, name: `Total: ${total}` }).waitFor();
}

/** '[r, g, b]' of a computed 'rgb(...)' colour. */
const channels = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);

beforeAll(async () => {
  student = await createStudent(portal, { name: 'Same Look', studentId: randomStudentId('4') });
});

describe('one look on every page', () => {
  it('gives the profile, a form and the dashboard the same heading and primary button', async () => {
    const profile = await studentPage('/profile');
    const profileHeading = profile.getByRole('heading', { level: 1, name: 'My Profile' });
    await profileHeading.waitFor();
    await keepScreenshot(profile, 'one-look-profile');
    const profileStyles = {
      heading: await styleOf(profileHeading, HEADING_STYLE),
      button: await styleOf(profile.getByRole('button', { name: 'Update' }), BUTTON_STYLE),
    };

    await profile.goto(`${portal.url}/token_purches`);
    const formHeading = profile.getByRole('heading', { level: 1 });
    await formHeading.waitFor();
    const submit = profile.locator('main form button[type="submit"]');
    await submit.waitFor();
    await keepScreenshot(profile, 'one-look-form');
    expect(await styleOf(formHeading, HEADING_STYLE)).toEqual(profileStyles.heading);
    expect(await styleOf(submit, BUTTON_STYLE)).toEqual(profileStyles.button);
    await profile.close();

    const office = await journey.adminPage('/dashboard/notice', { viewport });
    const dashboardHeading = office.getByRole('heading', { level: 1, name: 'Notice' });
    await dashboardHeading.waitFor();
    await keepScreenshot(office, 'one-look-dashboard');
    expect(await styleOf(dashboardHeading, HEADING_STYLE)).toEqual(profileStyles.heading);
    expect(await styleOf(office.getByRole('button', { name: 'Upload' }), BUTTON_STYLE)).toEqual(profileStyles.button);
    await office.close();
  });

  it("shows the dialogs in the page's font, with the destructive confirms in the danger red", async () => {
    await fileToken();
    const office = await journey.adminPage('/dashboard/tokenreq', { viewport });
    const table = office.getByRole('table', { name: 'Token Requests' });
    await table.waitFor();
    await searchStudent(office, 1);
    // The count can answer before the page of rows: wait for the student's one row.
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.filter({ hasText: student.studentId });
    const clear = row.getByRole('button', { name: 'Clear' });
    const danger = (await styleOf(clear, ['color'])).color!;
    const [red, green, blue] = channels(danger);
    expect(red).toBeGreaterThan(green! + 80);
    expect(red).toBeGreaterThan(blue! + 80);
    const pageFont = await office.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);

    await clear.click();
    const dialog = office.getByRole('dialog');
    await dialog.getByText('Are you sure?').waitFor();
    await keepScreenshot(office, 'one-look-clear-dialog');
    expect((await styleOf(dialog, ['fontFamily'])).fontFamily).toBe(pageFont);
    expect((await styleOf(dialog.getByRole('heading', { name: 'Are you sure?' }), ['fontFamily'])).fontFamily).toBe(
      pageFont,
    );
    const confirm = dialog.getByRole('button', { name: 'Yes, delete it!' });
    expect((await styleOf(confirm, ['backgroundColor'])).backgroundColor).toBe(danger);
    expect((await styleOf(confirm, ['fontFamily'])).fontFamily).toBe(pageFont);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('Reject this request?').waitFor();
    await keepScreenshot(office, 'one-look-reject-dialog');
    expect((await styleOf(dialog, ['fontFamily'])).fontFamily).toBe(pageFont);
    expect((await styleOf(dialog.getByRole('button', { name: 'Reject' }), ['backgroundColor'])).backgroundColor).toBe(
      danger,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await office.close();
  });
});
