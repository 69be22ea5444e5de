// Issue 18's finished dashboard, on a 390x844 phone: every section from the collapsed menu with
// nothing scrolling sideways, a token approved after its Undo window (and an Undo that sends
// nothing), a room allocated from its card; and an axe-core scan of the dashboard, a form and the
// profile with no serious violation.
import { sampleHallFee, sampleTokenPurchase } from '@hall/model/samples';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from '../support/axe.ts';
import { api } from '../support/portal.ts';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { addRooms, soloApplication } from '../support/rooms.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, uniqueTransactionId, type TestStudent } from '../support/students.ts';

const { portal, decide: approve, ...journey } = useOfficeJourney();
const PHONE = { width: 390, height: 844 };
let student: TestStudent;
/** This file's own rooms on the hall's list: one allotted in the set-up, one from a card. */
let rooms: string[];

const post = (path: string, json: Record<string, unknown>) => journey.file(student, path, json);
const fileToken = (transactionId = uniqueTransactionId()) =>
  post('/tokenpurches', sampleTokenPurchase({ Transaction_id: transactionId }));
const fileRoom = () => post('/roomallotement', soloApplication(student, rooms));

const own = <T>(path: string) => journey.listOwn<T>(student, path);

beforeAll(async () => {
  student = await createStudent(portal, { name: 'Phone Check', studentId: randomStudentId('3') });
  rooms = await addRooms(portal, journey.adminToken(), 2);
  // Something in every list: a pending and an approved token, hall fee and room, a complaint, a message.
  await fileToken();
  await approve('/tokenpurches', await fileToken());
  const fee = () => post('/hallfee', sampleHallFee({ Transaction_id: uniqueTransactionId() }));
  await fee();
  await approve('/hallfee', await fee());
  await approve('/roomallotement', await fileRoom(), { status: 'confirm', SelectedRoom: rooms[0] });
  await post('/complains', {
    complains: `A long complaint from a phone: ${'the tap in the third-floor washroom drips all night. '.repeat(4)}`,
  });
  await post('/messages', {
    from_name: 'Phone Check',
    user_email: student.email,
    message: `Phone check message ${student.studentId}`,
  });
});

/** `forAxe`: the page lets axe's injected script run past the portal's Content-Security-Policy. */
const newPage = (viewport = PHONE, forAxe = false) => journey.newPage({ viewport, bypassCSP: forAxe });
const officePage = (path: string, viewport = PHONE, forAxe = false) =>
  journey.adminPage(path, { viewport, bypassCSP: forAxe });

/** Whether the page itself scrolls sideways (its content wider than the viewport). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Whether `locator` lies wholly inside the viewport's width. */
async function withinWidth(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search by ID' });

const SECTIONS: Array<[label: string, heading: string, searchable: boolean]> = [
  ['Students', 'Students', true],
  ['Notice', 'Notice', false],
  ['Allotement_Req', 'Allotment Requests', true],
  ['Allotement_Details', 'Allotment Details', true],
  ['Token_req', 'Token Requests', true],
  ['Token_Details', 'Token Details', true],
  ['Hall_Fee_req', 'Hall Fee Requests', true],
  ['Hall_Fee_Details', 'Hall Fee Details', true],
  ['Complains Box', 'Complains Box', true],
  ['Messages', 'Messages', false],
  ['Activity', 'Activity', true],
  ['Rooms', 'Rooms', false],
];

describe('the dashboard on a 390 px phone', () => {
  it('opens every section from the collapsed menu, and no section scrolls sideways', async () => {
    const page = await officePage('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Hall Management' });
    const menu = nav.getByRole('combobox', { name: 'Section' });
    await menu.waitFor();
    // The menu is one line above the list, not the sidebar's column of links.
    expect(await nav.getByRole('link', { name: 'Students', exact: true }).isVisible()).toBe(false);
    expect((await nav.boundingBox())!.height).toBeLessThan(130);

    for (const [label, heading, searchable] of SECTIONS) {
      await menu.selectOption({ label });
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      if (searchable) {
        await search(page).fill(student.studentId);
        await page.getByRole('heading', { level: 2, name: /^Total: [1-9]/ }).waitFor();
        // A phone's list is cards (the complaints box always was), each inside the screen.
        const cards =
          heading === 'Complains Box'
            ? page.getByRole('article')
            : page.getByRole('list', { name: heading }).getByRole('listitem');
        await cards.first().waitFor();
        expect(await page.getByRole('table').count()).toBe(0);
        // Every card on screen, measured at once (the debounced search may still be re-rendering them).
        const overflowing = await page.evaluate(
          () =>
            Array.from(document.querySelectorAll('.record-card, .complaint-cards article')).filter((card) => {
              const box = card.getBoundingClientRect();
              return box.left < 0 || box.right > document.documentElement.clientWidth;
            }).length,
        );
        expect(overflowing, `${label}: cards run off the screen`).toBe(0);
      }
      if (label === 'Messages') await page.getByText(`Phone check message ${student.studentId}`).waitFor();
      expect(await scrollsSideways(page), `${label} scrolls sideways`).toBe(false);
      expect(await menu.inputValue()).toBe(new URL(page.url()).pathname);
    }
    await page.close();
  });

  it(
    'approves a token after the Undo window, and an Undo sends nothing, all without sideways scrolling',
    { timeout: 180_000 },
    async () => {
      const transactionId = uniqueTransactionId();
      const id = await fileToken(transactionId);
      const page = await officePage('/dashboard/tokenreq');
      const patches: string[] = [];
      // The approval's write: a PATCH to the API, or in firebase mode a commit to Firestore.
      page.on('request', (request) => {
        const write =
          request.method() === 'PATCH' || (request.method() === 'POST' && request.url().includes(':commit'));
        if (write) patches.push(request.url());
      });
      await search(page).fill(student.studentId);
      const card = page
        .getByRole('list', { name: 'Token Requests' })
        .getByRole('listitem')
        .filter({ hasText: transactionId });
      const pending = card.getByRole('button', { name: 'Pending' });
      await pending.waitFor();
      expect(await withinWidth(pending)).toBe(true);
      expect(await withinWidth(card.getByRole('button', { name: 'Clear' }))).toBe(true);

      await pending.click();
      const undo = page.getByRole('button', { name: 'Undo' });
      await page.getByText(`Approving the token of ${student.studentId}…`).waitFor();
      expect(await withinWidth(undo)).toBe(true);
      await undo.click();
      await undo.waitFor({ state: 'detached' });
      await expect.poll(() => pending.isEnabled()).toBe(true);
      // Past the five-second window: nothing was sent, the token is still pending.
      await page.waitForTimeout(6_000);
      expect(patches).toEqual([]);
      expect(
        (await own<{ _id: string; status?: string }>('/tokenpurches')).find((token) => token._id === id)?.status,
      ).toBeUndefined();
      expect(await scrollsSideways(page)).toBe(false);

      await pending.click();
      await page.getByText(`Approving the token of ${student.studentId}…`).waitFor();
      // Sent once the window closes; then the card shows it Approved.
      await card.getByText('Approved', { exact: true }).waitFor({ timeout: 20_000 });
      expect(patches).toHaveLength(1);
      expect(
        (await own<{ _id: string; status?: string }>('/tokenpurches')).find((token) => token._id === id)?.status,
      ).toBe('confirm');
      expect(await scrollsSideways(page)).toBe(false);
      await page.close();
    },
  );

  it('allocates a room from its card, the room input wide enough to read', async () => {
    // One room per student (already_housed): the office clears the set-up's allotment first.
    for (const housed of (await own<{ _id: string; status?: string }>('/roomallotement')).filter(
      (record) => record.status === 'confirm',
    )) {
      const cleared = await api(portal, 'DELETE', `/roomallotement/${housed._id}`, { token: journey.adminToken() });
      expect(cleared.status).toBe(200);
    }
    const id = await fileRoom();
    const allocated = rooms[1]!;
    const page = await officePage('/dashboard/allotementreq');
    await search(page).fill(student.studentId);
    const room = page.getByRole('textbox', { name: `Allocated room for ${student.studentId}` });
    await room.first().waitFor();
    // The newest application is first.
    const input = room.first();
    expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(120);
    expect(await withinWidth(input)).toBe(true);
    await input.fill(allocated);
    const card = page.getByRole('list', { name: 'Allotment Requests' }).getByRole('listitem').filter({ has: input });
    await card.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(`Approving room ${allocated} for ${student.studentId}…`).waitFor();
    await page.getByText(`Approved: ${allocated}`).waitFor({ timeout: 20_000 });
    const mine = await own<{ _id: string; status?: string; SelectedRoom?: string }>('/roomallotement');
    expect(mine.find((record) => record._id === id)).toMatchObject({ status: 'confirm', SelectedRoom: allocated });
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });
});

describe('an axe-core scan', () => {
  it(
    'finds no serious violation on the dashboard (phone and laptop), a payment form and the profile',
    { timeout: 180_000 },
    async () => {
      const found: Record<string, unknown[]> = {};
      for (const viewport of [PHONE, { width: 1366, height: 768 }]) {
        const page = await officePage('/dashboard/tokenreq', viewport, true);
        await search(page).fill(student.studentId);
        await page.getByRole('heading', { level: 2, name: /^Total: [1-9]/ }).waitFor();
        await page.getByRole('button', { name: 'Pending' }).first().waitFor();
        const problems = await seriousAxeViolations(page);
        if (problems.length > 0) found[`dashboard at ${viewport.width}`] = problems;
        await page.close();
      }
      const studentPage = await newPage(PHONE, true);
      await signInInBrowser(studentPage, portal.url, student, '/token_purches');
      await studentPage.getByRole('note', { name: 'How to pay' }).waitFor();
      await studentPage.getByLabel('Name').first().waitFor();
      let problems = await seriousAxeViolations(studentPage);
      if (problems.length > 0) found['token form'] = problems;
      await studentPage.goto(`${portal.url}/profile/myprofile`);
      await studentPage.getByRole('button', { name: 'LogOut' }).waitFor();
      problems = await seriousAxeViolations(studentPage);
      if (problems.length > 0) found.profile = problems;
      await studentPage.close();
      expect(found).toEqual({});
    },
  );
});
