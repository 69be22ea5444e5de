import type { Identity } from '@hall/model';

/** Who is calling, as proven by a verified Firebase ID token. */
export interface Caller extends Identity {
  uid: string;
  email: string;
}

/** Turns a bearer token into a caller, or null when the token is not valid. */
export interface TokenVerifier {
  verify(idToken: string): Promise<Caller | null>;
}
