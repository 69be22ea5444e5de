// A signed-in student with a user record, ready to file requests.
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
  const account = await createAccount({ verified: true });
  counter += 1;
  const name = options.name ?? `Student ${counter}`;
  const studentId = options.studentId ?? String(1900000 + counter);
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
