import type { Identity } from '@hall/model';

/** Who is calling, as proven by a verified Firebase ID token. */
export interface Caller extends Identity {
  uid: string;
  email: string;
}

/** Turns a bearer token into a caller, or null when the token is not valid. */
export interface TokenVerifier {
  /** `write`: the request changes data, so a revoked session must be refused now, not within the hour. */
  verify(idToken: string, options?: { write?: boolean }): Promise<Caller | null>;
}
