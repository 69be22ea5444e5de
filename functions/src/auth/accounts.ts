// Whether an address has a sign-in account: the office's dining staff list shows it beside each
// address (issue 30), so a member who cannot sign in yet is seen before the first sitting.
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { App } from 'firebase-admin/app';
import type { StaffAccountState } from '@hall/model';

export interface AccountDirectory {
  /** Each address's account state, keyed by the lowercased address ('none': no account). */
  statesOf(emails: readonly string[]): Promise<Map<string, StaffAccountState>>;
}

/** Firebase Auth's getUsers takes at most this many identifiers a call. */
const GET_USERS_MAX = 100;

export function accountDirectoryOn(auth: Pick<Auth, 'getUsers'>): AccountDirectory {
  return {
    async statesOf(emails) {
      const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
      const states = new Map<string, StaffAccountState>(addresses.map((email) => [email, 'none']));
      const batches: string[][] = [];
      for (let at = 0; at < addresses.length; at += GET_USERS_MAX)
        batches.push(addresses.slice(at, at + GET_USERS_MAX));
      const found = await Promise.all(batches.map((batch) => auth.getUsers(batch.map((email) => ({ email })))));
      for (const user of found.flatMap((result) => result.users)) {
        const email = user.email?.toLowerCase();
        if (email && states.has(email)) states.set(email, user.emailVerified ? 'verified' : 'unverified');
      }
      return states;
    },
  };
}

/** The app's Auth: the emulator's for the local portal, the project's for the Cloud Function. */
export const firebaseAccountDirectory = (app: App): AccountDirectory => accountDirectoryOn(getAuth(app));
