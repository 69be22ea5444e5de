// Production-like ID tokens for the bench: RS256 JWTs signed with a key made here, and a stand-in
// for firebase-admin's Auth whose verifyIdToken does the work firebase-admin does with Google's
// published keys (header, signature, audience, issuer, times, subject), minus fetching the keys.
// The API's own verifier (tokenVerifierOn) runs on it, as in production.
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';

const KEY_ID = 'bench-key-1';

export interface TokenClaims {
  uid: string;
  email: string;
  emailVerified: boolean;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a Firebase ID token of the project, issued now for an hour. */
export function idTokenClaims(projectId: string, { uid, email, emailVerified }: TokenClaims) {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: emailVerified,
  };
}

/** A fresh key pair: `sign` makes tokens for the project, `publicKeyPem` lets a verifier check them. */
export function createTokenSigner(projectId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign({ uid, email, emailVerified }: TokenClaims): string {
      const header = encode({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' });
      const payload = encode(idTokenClaims(projectId, { uid, email, emailVerified }));
      const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
  };
}

/**
 * Firebase Auth as the API's verifier (tokenVerifierOn) uses it, for the signer's tokens:
 * verifyIdToken does firebase-admin's work (header, RS256 signature, audience, issuer, times,
 * subject) with a local key instead of Google's published ones. With checkRevoked (the admin's
 * calls and writes) it verifies again and checks the account, as firebase-admin does, but from
 * memory: production adds a call to Firebase Auth there, which the bench does not measure.
 */
export function rs256Auth(publicKeyPem: string, projectId: string): Pick<Auth, 'verifyIdToken' | 'getUser'> {
  const key: KeyObject = createPublicKey(publicKeyPem);
  const refuse = (code: string) => Object.assign(new Error(code), { code: `auth/${code}` });
  const decode = (idToken: string): DecodedIdToken => {
    const [header, payload, signature, extra] = idToken.split('.');
    if (!header || !payload || !signature || extra !== undefined) throw refuse('argument-error');
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
    if (head.alg !== 'RS256' || head.kid !== KEY_ID) throw refuse('argument-error');
    if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')))
      throw refuse('argument-error');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const valid =
      claims.aud === projectId &&
      claims.iss === `https://securetoken.google.com/${projectId}` &&
      typeof claims.sub === 'string' &&
      claims.sub !== '' &&
      claims.sub.length <= 128 &&
      typeof claims.exp === 'number' &&
      typeof claims.iat === 'number' &&
      claims.iat <= now + 300 &&
      typeof claims.auth_time === 'number' &&
      claims.auth_time <= now + 300;
    if (!valid) throw refuse('argument-error');
    if ((claims.exp as number) <= now) throw refuse('id-token-expired');
    return { ...claims, uid: claims.sub } as unknown as DecodedIdToken;
  };
  const account = (uid: string) => ({ uid, disabled: false, tokensValidAfterTime: undefined }) as unknown as UserRecord;
  return {
    async verifyIdToken(idToken: string, checkRevoked = false) {
      const decoded = decode(idToken);
      if (checkRevoked && account(decoded.uid).disabled) throw refuse('user-disabled');
      return decoded;
    },
    async getUser(uid: string) {
      return account(uid);
    },
  };
}
