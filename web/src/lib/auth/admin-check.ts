// The administrator check, in its own chunk, loaded only once someone is signed in:
// resolveAdminEmail validates with the hall model's zod schemas, which a visitor never needs.
import { isAdministrator, resolveAdminEmail } from '@hall/model';
import type { AuthUser } from './session.ts';

/**
 * True for the administrator's address (VITE_ADMIN_EMAIL, or the model's default) with a
 * verified e-mail. Throws when the configured address is not a CUET student address.
 */
export function isAdminAccount(user: Pick<AuthUser, 'email' | 'emailVerified'>, configured: string | null): boolean {
  return isAdministrator(user, resolveAdminEmail(configured ?? undefined));
}
