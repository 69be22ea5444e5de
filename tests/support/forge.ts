// Tokens an attacker could make, for proving the API refuses them.
import { generateKeyPairSync, sign } from 'node:crypto';
import { idTokenClaims } from '../../scripts/lib/rs256-tokens.ts';
import { PROJECT_ID } from './auth-emulator.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function claimsFor(uid: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    ...idTokenClaims(PROJECT_ID, { uid, email, emailVerified: true }),
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
    ...overrides,
  };
}

/** An unsigned token, the emulator's own format. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** A token signed RS256 with a key of the attacker's own. */
export function selfSignedToken(claims: Record<string, unknown>): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const body = `${encode({ alg: 'RS256', typ: 'JWT', kid: 'attacker' })}.${encode(claims)}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
}

/** Reads a token's claims (no verification: for building forgeries from a real token). */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
