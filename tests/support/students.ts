// A signed-in student with a user record, ready to file requests.
import { hallDate, studentIdOfEmail } from '@hall/model';
import { createAccount, type TestAccount } from './auth-emulator.ts';
import { api } from './portal.ts';

export interface TestStudent extends TestAccount {
  name: string;
  studentId: string;
}

let counter = 0;

export async function createStudent(
  portal: { url: string },
  options: { name?: string; studentId?: string } = {},
): Promise<TestStudent> {
  // A chosen id comes with its own address (an id fits only the address that carries it).
  const email = options.studentId === undefined ? undefined : `u${options.studentId}@student.cuet.ac.bd`;
  const account = await createAccount({ verified: true, ...(email ? { email } : {}) });
  counter += 1;
  const name = options.name ?? `Student ${counter}`;
  // A student's id is the one their address carries (decision 021).
  const studentId = options.studentId ?? studentIdOfEmail(account.email)!;
  const created = await api(portal, 'POST', '/users', {
    token: account.idToken,
    json: { name, email: account.email, id: studentId },
  });
  if (created.status !== 201) throw new Error(`could not create the student record: ${JSON.stringify(created.body)}`);
  return { ...account, name, studentId };
}

let transactionCounter = 0;
/** A transaction id no other test uses. */
export function uniqueTransactionId(): string {
  transactionCounter += 1;
  return `TX${Date.now().toString(36).toUpperCase()}${transactionCounter}${Math.floor(Math.random() * 1e6)}`;
}

/** A 15-day meal token the student filed and the office approved, valid from yesterday; its id. */
export async function approvedToken(
  portal: { url: string },
  student: TestStudent,
  adminToken: string,
): Promise<string> {
  const day = 24 * 60 * 60 * 1000;
  const filed = await api<{ insertedId: string }>(portal, 'POST', '/tokenpurches', {
    token: student.idToken,
    json: {
      Start_date: hallDate(new Date(Date.now() - day)),
      End_date: hallDate(new Date(Date.now() + 14 * day)),
      package1: '15',
      amount: '1300',
      Transaction_id: uniqueTransactionId(),
      bkash_number: '01912345678',
    },
  });
  if (filed.status !== 201) throw new Error(`could not file the token: ${JSON.stringify(filed.body)}`);
  const id = filed.body.insertedId;
  const approved = await api(portal, 'PATCH', `/tokenpurches/${id}`, {
    token: adminToken,
    json: { status: 'confirm' },
  });
  if (approved.status !== 200) throw new Error(`could not approve the token: ${JSON.stringify(approved.body)}`);
  return id;
}
