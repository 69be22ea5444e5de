// Production-like ID tokens for the bench: RS256 JWTs signed with a key made here, and a
// TokenVerifier doing the work firebase-admin's verifyIdToken does with Google's published keys
// (header, signature, audience, issuer, times, subject), minus fetching the keys.
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { Caller, TokenVerifier } from '../../functions/src/auth/identity.ts';

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

/** Verifies the signer's tokens as firebase-admin verifies Firebase ID tokens. */
export function rs256Verifier(publicKeyPem: string, projectId: string): TokenVerifier {
  const key: KeyObject = createPublicKey(publicKeyPem);
  return {
    async verify(idToken) {
      const [header, payload, signature, extra] = idToken.split('.');
      if (!header || !payload || !signature || extra !== undefined) return null;
      try {
        const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
        if (head.alg !== 'RS256' || head.kid !== KEY_ID) return null;
        if (!verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))) return null;
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        const now = Math.floor(Date.now() / 1000);
        const valid =
          claims.aud === projectId &&
          claims.iss === `https://securetoken.google.com/${projectId}` &&
          typeof claims.sub === 'string' &&
          claims.sub !== '' &&
          claims.sub.length <= 128 &&
          typeof claims.exp === 'number' &&
          claims.exp > now &&
          typeof claims.iat === 'number' &&
          claims.iat <= now + 300 &&
          typeof claims.auth_time === 'number' &&
          claims.auth_time <= now + 300 &&
          typeof claims.email === 'string';
        if (!valid) return null;
        const caller: Caller = { uid: claims.sub as string, email: (claims.email as string).toLowerCase(), emailVerified: claims.email_verified === true };
        return caller;
      } catch {
        return null;
      }
    },
  };
}
