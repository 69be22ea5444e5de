// The administrator's account in the Auth emulator, shared by every browser journey of a run.
import { EMULATOR_HOST, PROJECT_ID, createAccount, signIn } from './auth-emulator.ts';

export const ADMIN_PASSWORD = 'Provost#2024';

/**
 * The administrator's account for this portal (verified), created on first use. The address is
 * fixed (the one the SPA was built with), so on an emulator shared with other runs the account
 * may exist with another password: then the emulator's admin API sets ours.
 */
export async function ensureAdmin(adminEmail: string): Promise<{ email: string; password: string; idToken: string }> {
  try {
    return await signIn(adminEmail, ADMIN_PASSWORD);
  } catch {
    try {
      return await createAccount({ email: adminEmail, password: ADMIN_PASSWORD, verified: true });
    } catch {
      const owner = { 'content-type': 'application/json', authorization: 'Bearer owner' };
      const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
      const lookup = await fetch(`${base}/accounts:lookup`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ email: [adminEmail] }),
      });
      const localId = ((await lookup.json()) as { users?: Array<{ localId: string }> }).users?.[0]?.localId;
      if (!localId) throw new Error(`Could not find or create ${adminEmail} in the Auth emulator.`);
      await fetch(`${base}/accounts:update`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ localId, password: ADMIN_PASSWORD, emailVerified: true }),
      });
      return signIn(adminEmail, ADMIN_PASSWORD);
    }
  }
}
