import type { Auth } from 'firebase-admin/auth';
import { addDays, APPROVED_STATUS, hallDate } from '@hall/model';
import type { Store } from '../store/port.ts';
import { newId } from '../store/ids.ts';
import { makeNoticePdf } from './notice-pdf.ts';
import { seedDemoPayments } from './seed-payments.ts';
import { seedDemoRooms } from './seed-rooms.ts';

export interface DemoAccount {
  role: 'admin' | 'student' | 'staff';
  name: string;
  email: string;
  password: string;
  studentId?: string;
}

/** The demo sign-ins of a fresh local portal. Local only: the Auth emulator never leaves loopback. */
export function demoAccounts(adminEmail: string): DemoAccount[] {
  return [
    { role: 'admin', name: 'Hall Office', email: adminEmail, password: 'Provost#2024' },
    {
      role: 'student',
      name: 'Rahim Uddin',
      email: 'u1904001@student.cuet.ac.bd',
      password: 'Student#1',
      studentId: '1904001',
    },
    {
      role: 'student',
      name: 'Nusrat Jahan',
      email: 'u1904002@student.cuet.ac.bd',
      password: 'Student#2',
      studentId: '1904002',
    },
    {
      role: 'student',
      name: 'Tanvir Ahmed',
      email: 'u2004017@student.cuet.ac.bd',
      password: 'Student#3',
      studentId: '2004017',
    },
    // Dining staff (issue 30): an office address, on the dining staff list; no student record.
    { role: 'staff', name: 'Dining Counter', email: 'hall.dining@student.cuet.ac.bd', password: 'Dining#2024' },
  ];
}

/**
 * Fills a new local portal: the accounts in the Auth emulator (all with verified e-mail, so the
 * admin is really the admin), the students' records, a few requests of each kind (some approved),
 * two notices with real PDF files, the dining staff account on the staff list, two approved meal
 * tokens covering today (one with tomorrow switched off), so the kitchen's count shows something,
 * the hall's rooms with residents, a waiting group and an invitation (seed-rooms.ts), and a year
 * of payments of 40 students with the office's decisions, for the reports (seed-payments.ts).
 */
export async function seedDemoData(store: Store, auth: Auth, adminEmail: string): Promise<DemoAccount[]> {
  const accounts = demoAccounts(adminEmail);
  for (const account of accounts) {
    await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.name,
      emailVerified: true,
    });
  }
  const [rahim, nusrat, tanvir] = accounts
    .filter((account) => account.role === 'student')
    .map((account) => ({
      name: account.name,
      email: account.email,
      id: account.studentId ?? '',
    }));
  if (!rahim || !nusrat || !tanvir) throw new Error('demo students missing');
  for (const student of [rahim, nusrat, tanvir]) await store.users.insert(student);
  const seededAt = new Date().toISOString();
  for (const staff of accounts.filter((account) => account.role === 'staff'))
    await store.dining.staff.add({ email: staff.email, addedAt: seededAt, addedBy: adminEmail });

  const token = { package1: '30', amount: '2500' } as const;
  await store.tokenPurchases.insert({
    ...rahim,
    ...token,
    Start_date: '2026-11-01',
    End_date: '2026-11-30',
    Transaction_id: 'BKA1X9Q2T7',
    bkash_number: '01712345678',
    status: APPROVED_STATUS,
  });
  await store.tokenPurchases.insert({
    ...rahim,
    ...token,
    Start_date: '2026-12-01',
    End_date: '2026-12-30',
    Transaction_id: 'BKC4M8Z1R5',
    bkash_number: '01712345678',
  });
  await store.tokenPurchases.insert({
    ...nusrat,
    package1: '15',
    amount: '1300',
    Start_date: '2026-12-01',
    End_date: '2026-12-15',
    Transaction_id: 'BKD7P3L6W2',
    bkash_number: '01898765432',
  });

  // Meal tokens around today, whenever the demo is seeded.
  const today = hallDate(new Date());
  const current = {
    package1: '30',
    amount: '2500',
    Start_date: addDays(today, -2),
    End_date: addDays(today, 27),
  } as const;
  await store.tokenPurchases.insert({
    ...nusrat,
    ...current,
    Transaction_id: 'BKH3S5D7F9',
    bkash_number: '01898765432',
    status: APPROVED_STATUS,
  });
  const tanvirsToken = await store.tokenPurchases.insert({
    ...tanvir,
    ...current,
    Transaction_id: 'BKJ6T2Y8U4',
    bkash_number: '01555123456',
    status: APPROVED_STATUS,
  });
  await store.dining.switchDay(
    { tokenId: tanvirsToken._id, day: addDays(today, 1), off: true, at: seededAt },
    tanvir.email,
  );

  await store.hallFees.insert({
    ...rahim,
    month_start: 'january',
    month_end: 'june',
    lavel: '3',
    term: '1',
    Transaction_id: 'BKF2H5J8K1',
    bkash_number: '01712345678',
    status: APPROVED_STATUS,
  });
  await store.hallFees.insert({
    ...tanvir,
    month_start: 'July',
    month_end: 'December',
    lavel: '2',
    term: '2',
    Transaction_id: 'BKG9N4B6V3',
    bkash_number: '01555123456',
  });

  await seedDemoRooms(store, [rahim, nusrat, tanvir]);

  await store.complaints.insert({
    ...nusrat,
    complains: 'The water filter on the second floor has not worked since Sunday.',
  });
  await store.complaints.insert({
    ...tanvir,
    complains: 'The corridor light outside room 221 keeps flickering at night.',
  });

  const notices = [
    {
      title: 'Hall fee deadline for January to June',
      date: '2026-11-02',
      lines: [
        'Hall fees for January to June are due by 30 November.',
        'Pay by bKash and submit the transaction id on the portal.',
      ],
    },
    {
      title: 'Room allotment application window',
      date: '2026-11-15',
      lines: [
        'Applications for room allotment open on the portal.',
        'Apply with up to four room choices and your group of four.',
      ],
    },
  ];
  for (const notice of notices) {
    const fileName = `${newId()}.pdf`;
    await store.noticeFiles.save(fileName, await makeNoticePdf(notice.title, notice.date, notice.lines));
    await store.notices.insert({ title: notice.title, date: notice.date, fileName });
  }

  const office = await auth.getUserByEmail(adminEmail);
  await seedDemoPayments(store, new Date(), { uid: office.uid, email: adminEmail });
  return accounts;
}
