// Issue 31's browser journeys, the hall's rooms (decision 034): the office imports rooms from a CSV
// and sees their free beds; a group is allotted only once both students it names have accepted
// (one of them on a 390 px phone); a full room is refused naming who lives there; clearing an
// allotment offers its bed to the first waiting group, who hear of it live on their profile; and
// the Rooms view passes axe on a phone and a laptop. Every journey makes its own rooms and students.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dayLabel,
  hallDate,
  messages,
  roomMessages,
  type MyRooms,
  type RoomAllotment,
  type RoomListing,
  type RoomOccupant,
} from '@hall/model';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { markWindow, scrollsSideways, stillSameWindow } from '../support/dining.ts';
import { randomStudentId, useOfficeJourney } from '../support/office-journey.ts';
import { api } from '../support/portal.ts';
import { addRooms, putRooms, soloApplication, uniqueRoomNumber } from '../support/rooms.ts';
import { signInInBrowser } from '../support/sign-in.ts';
import { createStudent, type TestStudent } from '../support/students.ts';
import { expectSuccessDialog } from './student-journey.ts';

const journey = useOfficeJourney();
const { portal } = journey;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
/** How long a live change may take to show (a slow firebase-mode run included). */
const LIVE = { timeout: 30_000, interval: 200 };

const newStudent = (name: string) => createStudent(portal, { name, studentId: randomStudentId('5') });

const get = async <T>(apiPath: string, token: string): Promise<T> => {
  const answer = await api<T>(portal, 'GET', apiPath, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const listedRooms = () => get<RoomListing[]>('/rooms', journey.adminToken());
const application = async (who: TestStudent, id: string) =>
  (await journey.listOwn<RoomAllotment>(who, '/roomallotement')).find((record) => record._id === id);

/** `who` files an application for a room alone, choosing `rooms`; the office allots it to `room` if given. */
async function soloResident(who: TestStudent, rooms: string[], room?: string): Promise<string> {
  const id = await journey.file(who, '/roomallotement', soloApplication(who, rooms));
  if (room) await journey.decide('/roomallotement', id, { status: 'confirm', SelectedRoom: room });
  return id;
}

/** A page of its own signed in as `who`, on `pagePath`. */
async function studentPage(who: TestStudent, pagePath: string, options = LAPTOP): Promise<Page> {
  const page = await journey.newPage(options);
  await signInInBrowser(page, portal.url, who, pagePath);
  return page;
}

/** The profile's Room card. */
const roomCard = (page: Page) => page.getByRole('region', { name: 'Room', exact: true });
/** Where the Room card lists `who` among a group's members with their `answer`. */
const memberLine = (card: Locator, who: TestStudent, answer: string) =>
  card
    .getByRole('listitem')
    .filter({ hasText: `${who.studentId} ${who.name}` })
    .filter({ hasText: answer })
    .last();

/** The office's Rooms section, opened from the dashboard's navigation. */
async function openRooms(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Hall Management' }).getByRole('link', { name: 'Rooms' }).first().click();
  await page.waitForURL((url) => url.pathname === '/dashboard/rooms');
  await page.getByRole('heading', { level: 1, name: 'Rooms', exact: true }).waitFor();
}

/** A room's card or grid row in the Rooms view. */
const roomEntry = (page: Page, number: string): Locator =>
  page
    .getByRole('main')
    .locator('li, tr, article, [role="row"]')
    .filter({ hasText: `Room ${number}` })
    .first();
/** What a room's card or row says, its white space made single spaces. */
const entryText = async (entry: Locator) => ((await entry.innerText()) ?? '').replace(/\s+/g, ' ');
/** "1904001 Rahim Uddin": an occupant as the Rooms view names them. */
const occupantText = (who: TestStudent) => `${who.studentId} ${who.name}`;

/** The Rooms view searched for `number`: waits until its entry says each of `texts`. */
async function expectRoomSays(page: Page, number: string, texts: string[]): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by room or ID' }).fill(number);
  const entry = roomEntry(page, number);
  for (const text of texts) await expect.poll(() => entryText(entry), LIVE).toContain(text);
}

/** The office's Allotement_Req narrowed to `who`'s applications, with the allocate box of the newest. */
async function openRequestsOf(who: TestStudent): Promise<{ page: Page; roomBox: Locator }> {
  const page = await journey.adminPage('/dashboard/allotementreq', LAPTOP);
  await page.getByRole('searchbox', { name: 'Search by ID' }).fill(who.studentId);
  await page.getByRole('heading', { level: 2, name: /^Total: [1-9]/ }).waitFor();
  const roomBox = page.getByRole('textbox', { name: `Allocated room for ${who.studentId}` }).first();
  await roomBox.waitFor();
  return { page, roomBox };
}

/** Types `room` in the office's allocate box and submits it (the approval goes out after its Undo window). */
async function allot(page: Page, roomBox: Locator, room: string): Promise<void> {
  await roomBox.fill(room);
  await page.locator('form').filter({ has: roomBox }).getByRole('button', { name: 'Submit' }).click();
}

describe('the hall’s rooms', () => {
  it('the office imports rooms from a CSV in Rooms (a bad row refused, nothing added) and sees their free beds', async () => {
    const floor = `Block ${uniqueRoomNumber('F')}`;
    const [changed, added, full, pair] = [1, 2, 3, 4].map(() => uniqueRoomNumber());
    // `changed` is on the list already, with 2 beds: the CSV gives it 4.
    await putRooms(portal, journey.adminToken(), [{ number: changed!, floor, beds: 2 }]);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-csv-'));
    const csv = (name: string, rows: string[]) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, ['number,floor,beds,notes', ...rows].join('\n') + '\n');
      return file;
    };
    const badCsv = csv('bad.csv', [`${added},${floor},4,`, `${full},${floor},13,`]);
    const goodCsv = csv('rooms.csv', [
      `${changed},${floor},4,Corner room`,
      `${added},${floor},4,`,
      `${full},${floor},1,`,
      `${pair},${floor},2,Next to the stairs`,
    ]);

    const page = await journey.adminPage('/dashboard', LAPTOP);
    await openRooms(page);
    const importCsv = async (file: string) => {
      await page.getByLabel('Rooms CSV').setInputFiles(file);
      await page.getByRole('button', { name: 'Import CSV' }).click();
    };
    await importCsv(badCsv);
    await page.getByText('row 3: Beds must be a whole number from 1 to 12.').waitFor();
    // All or nothing: the good row 2 was not added either.
    expect((await listedRooms()).map((room) => room.number)).not.toContain(added);

    await importCsv(goodCsv);
    await page.getByText('Imported: 3 added, 1 changed, 0 unchanged').waitFor();
    const byNumber = (a: { number: string }, b: { number: string }) => a.number.localeCompare(b.number);
    const stored = (await listedRooms()).filter((room) => room.floor === floor);
    expect(stored.map(({ number, beds, notes }) => ({ number, beds, notes })).sort(byNumber)).toEqual(
      [
        { number: changed!, beds: 4, notes: 'Corner room' },
        { number: added!, beds: 4, notes: '' },
        { number: full!, beds: 1, notes: '' },
        { number: pair!, beds: 2, notes: 'Next to the stairs' },
      ].sort(byNumber),
    );

    // Someone moves into the one-bed room.
    const resident = await newStudent('Rooms Csv Resident');
    await soloResident(resident, [full!], full);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Rooms', exact: true }).waitFor();
    await page.getByLabel('Floor', { exact: true }).selectOption(floor);
    await expectRoomSays(page, changed!, [floor, '4 beds', '4 free']);
    await expectRoomSays(page, pair!, ['2 beds', '2 free']);
    await expectRoomSays(page, full!, ['Full', occupantText(resident)]);

    // The floor and "Has free beds" together: this floor's rooms with a bed, not the full one.
    await page.getByRole('searchbox', { name: 'Search by room or ID' }).fill('');
    await page.getByRole('checkbox', { name: 'Has free beds' }).check();
    for (const room of [changed!, added!, pair!]) await roomEntry(page, room).waitFor();
    await roomEntry(page, full!).waitFor({ state: 'detached' });
    // The search finds a room by who lives there.
    await page.getByRole('checkbox', { name: 'Has free beds' }).uncheck();
    await page.getByRole('searchbox', { name: 'Search by room or ID' }).fill(resident.studentId);
    await roomEntry(page, full!).waitFor();
    await roomEntry(page, changed!).waitFor({ state: 'detached' });
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });

  it(
    'a group is allotted only once both students it names have accepted, one on a 390 px phone; Rooms then shows all three',
    { timeout: 240_000 },
    async () => {
      const rooms = await addRooms(portal, journey.adminToken(), 4);
      const [room] = rooms;
      const applicant = await newStudent('Rooms Applicant');
      const first = await newStudent('Rooms First Mate');
      const second = await newStudent('Rooms Second Mate');

      // Filed on the form; a room not on the hall's list is refused under its field first.
      const form = await studentPage(applicant, '/roomallotement');
      await expect.poll(() => form.getByLabel(/^Student ID 1/).inputValue()).toBe(applicant.studentId);
      await form.getByLabel(/^Apply date/).fill('2026-11-20');
      const ids = [applicant, first, second, applicant].map((who) => who.studentId);
      for (const [index, id] of ids.entries()) await form.getByLabel(new RegExp(`^Student ID ${index + 1}`)).fill(id);
      for (const [index, number] of rooms.entries())
        await form.getByLabel(new RegExp(`^Room choice ${index + 1}`)).fill(index === 0 ? 'Z-404' : number);
      await form.getByLabel(/^Previous room/).fill('N/A');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(roomMessages.unknownRoom('Z-404')).waitFor();
      expect(await journey.listOwn(applicant, '/roomallotement')).toEqual([]);
      await form.getByLabel(/^Room choice 1/).fill(room!);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectSuccessDialog(form, messages.forms.roomApplicationSubmitted);
      const [filed] = await journey.listOwn<RoomAllotment>(applicant, '/roomallotement');
      expect(filed?.roommates?.map(({ id, answer }) => ({ id, answer }))).toEqual([
        { id: first.studentId, answer: 'invited' },
        { id: second.studentId, answer: 'invited' },
      ]);
      await form.close();

      // The office sees that no one has accepted, and is refused the allotment.
      const { page: office, roomBox } = await openRequestsOf(applicant);
      await office.getByText(roomMessages.acceptedCount(0, 2)).first().waitFor();
      await allot(office, roomBox, room!);
      await office
        .getByRole('alert')
        .filter({ hasText: roomMessages.roommatesPending(0, 2) })
        .waitFor();
      expect((await application(applicant, filed!._id))?.status).toBeUndefined();

      // The first named student accepts on their phone, from the profile's Room card.
      const phone = await studentPage(first, '/profile/myprofile', PHONE);
      const card = roomCard(phone);
      await card.getByText(`${applicant.studentId} named you in a room application`).waitFor();
      const accept = card.getByRole('button', { name: 'Accept', exact: true });
      const box = (await accept.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.viewport.width).toBe(true);
      await accept.tap();
      await expect
        .poll(async () => (await get<MyRooms>('/rooms/mine', first.idToken)).groups.map((group) => group.mine), LIVE)
        .toEqual(['accepted']);
      await accept.waitFor({ state: 'detached' });
      await memberLine(card, first, 'accepted').waitFor();
      expect(await scrollsSideways(phone)).toBe(false);
      await phone.close();

      // The second accepts on a laptop.
      const laptop = await studentPage(second, '/profile/myprofile');
      await roomCard(laptop).getByText(`${applicant.studentId} named you in a room application`).waitFor();
      await roomCard(laptop).getByRole('button', { name: 'Accept', exact: true }).click();
      await memberLine(roomCard(laptop), second, 'accepted').waitFor();
      await laptop.close();

      // The office's list follows the answers; now the allotment goes through.
      await office.getByText(roomMessages.acceptedCount(2, 2)).first().waitFor({ timeout: LIVE.timeout });
      await allot(office, roomBox, room!);
      await office.getByText(`Approved: ${room}`).waitFor({ timeout: LIVE.timeout });
      expect(await application(applicant, filed!._id)).toMatchObject({ status: 'confirm', SelectedRoom: room });

      await openRooms(office);
      await expectRoomSays(office, room!, [
        occupantText(applicant),
        occupantText(first),
        occupantText(second),
        '4 beds',
        '1 free',
      ]);
      await office.close();
    },
  );

  it('the office is refused a full room, with who lives there named in the alert; nothing changes', async () => {
    const [room] = await addRooms(portal, journey.adminToken(), 1, { beds: 2 });
    const residents = [await newStudent('Rooms Full One'), await newStudent('Rooms Full Two')];
    for (const resident of residents) await soloResident(resident, [room!], room);
    const latecomer = await newStudent('Rooms Latecomer');
    const id = await soloResident(latecomer, [room!]);

    const { page, roomBox } = await openRequestsOf(latecomer);
    await allot(page, roomBox, room!);
    const alert = page.getByRole('alert').filter({ hasText: `Room ${room} has 0 beds free` });
    await alert.waitFor({ timeout: LIVE.timeout });
    // The occupants in either order: the message is the model's, naming both.
    const occupants: RoomOccupant[] = residents.map((who) => ({
      studentId: who.studentId,
      name: who.name,
      allotmentId: '',
    }));
    const refusal = (living: RoomOccupant[]) =>
      roomMessages.roomFull({
        ok: false,
        code: 'room_full',
        room: { number: room!, floor: 'Journey floor', beds: 2, notes: '' },
        free: 0,
        needed: 1,
        occupants: living,
      });
    const said = (await alert.innerText()).replace(/\s+/g, ' ');
    expect(
      [refusal(occupants), refusal([...occupants].reverse())].some((message) => said.includes(message)),
      said,
    ).toBe(true);
    expect((await application(latecomer, id))?.status).toBeUndefined();

    await openRooms(page);
    await expectRoomSays(page, room!, ['Full', ...residents.map(occupantText)]);
    await page.close();
  });

  it(
    'clearing an allotment frees its bed: Rooms offers it to the first waiting group, whose profile says so live',
    { timeout: 180_000 },
    async () => {
      const [room] = await addRooms(portal, journey.adminToken(), 1, { beds: 1 });
      const resident = await newStudent('Rooms Leaving Resident');
      await soloResident(resident, [room!], room);
      // Two wait for it, in the order they filed.
      const firstInLine = await newStudent('Rooms First In Line');
      const waitingId = await soloResident(firstInLine, [room!]);
      const secondInLine = await newStudent('Rooms Second In Line');
      await soloResident(secondInLine, [room!]);

      const profile = await studentPage(firstInLine, '/profile/myprofile');
      // Their application waits on the Room card, with no bed offered yet.
      await memberLine(roomCard(profile), firstInLine, 'applied').waitFor();
      expect(await profile.getByText(roomMessages.offered(room!)).count()).toBe(0);
      await markWindow(profile);

      const office = await journey.adminPage('/dashboard/allotementdetails', LAPTOP);
      await office.getByRole('searchbox', { name: 'Search by ID' }).fill(resident.studentId);
      await office.getByRole('heading', { level: 2, name: 'Total: 1' }).waitFor();
      await office.getByRole('button', { name: 'Clear' }).click();
      const dialog = office.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
      await dialog.getByText('Deleted!').waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await office.getByRole('heading', { level: 2, name: 'Total: 0' }).waitFor();

      // The first to file is offered the bed, with the day they applied (hall time).
      const waiting = await application(firstInLine, waitingId);
      const appliedOn = dayLabel(hallDate(new Date(waiting!.createdAt)));
      await openRooms(office);
      const next = roomMessages.nextFor(
        room!,
        {
          allotmentId: waitingId,
          applicantId: firstInLine.studentId,
          applicantName: firstInLine.name,
          size: 1,
          appliedAt: waiting!.createdAt,
        },
        appliedOn,
      );
      await expectRoomSays(office, room!, ['1 free', next]);
      expect(await entryText(roomEntry(office, room!))).not.toContain(`${secondInLine.studentId}'s group`);

      // The profile open all along hears of it: a toast and the offer on the Room card, no reload.
      await profile
        .getByRole('status')
        .filter({ hasText: roomMessages.offered(room!) })
        .waitFor({ timeout: LIVE.timeout });
      await roomCard(profile).getByText(roomMessages.offered(room!)).waitFor();
      expect(await stillSameWindow(profile), 'the profile was reloaded').toBe(true);
      expect(
        (await get<MyRooms>('/rooms/mine', secondInLine.idToken)).groups.flatMap((group) => group.offered),
      ).toEqual([]);
      for (const page of [profile, office]) await page.close();
    },
  );
});

describe('the Rooms view', () => {
  it(
    'has no serious axe violation, and no sideways scrolling, on a phone and a laptop',
    { timeout: 120_000 },
    async () => {
      const [room] = await addRooms(portal, journey.adminToken(), 1);
      await soloResident(await newStudent('Rooms Axe Resident'), [room!], room);
      const found: Record<string, unknown[]> = {};
      for (const [name, options] of [
        ['phone', PHONE],
        ['laptop', LAPTOP],
      ] as const) {
        // bypassCSP: axe's injected script runs past the portal's Content-Security-Policy.
        const page = await journey.adminPage('/dashboard/rooms', { ...options, bypassCSP: true });
        await page.getByRole('heading', { level: 1, name: 'Rooms', exact: true }).waitFor();
        await expectRoomSays(page, room!, ['3 free']);
        expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
        const problems = await seriousAxeViolations(page);
        if (problems.length > 0) found[name] = problems;
        await page.close();
      }
      expect(found).toEqual({});
    },
  );
});
