// The signed-in caller as the adapter's modules see them: the app's Auth and Firestore, the
// caller's account and profile, and their write pace. Built once per port (index.ts).
import {
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore/lite';
import type { Auth, User } from 'firebase/auth';
import { COLLECTIONS, recordFromDocument, STUDENT_WRITE_GAP_SECONDS, type StudentUser } from '@hall/model';
import { emailUnverified, unauthenticated } from './errors.ts';

const PACE_MS = STUDENT_WRITE_GAP_SECONDS * 1000;

export type SignedInUser = User & { email: string };

export interface Session {
  auth: Auth;
  db: Firestore;
  /** The signed-in account with an e-mail, its token's verification up to date; else 401. */
  signedInUser(): Promise<SignedInUser>;
  /** Filing and reading one's own records need a verified address: the rules refuse it anyway; this says why. */
  requireVerified(): Promise<void>;
  /** The caller's profile (users/{uid}) and the time of their last write, their pace's stamp. */
  ownProfile(user: User): Promise<{ profile: StudentUser | null; lastWriteAt: unknown }>;
  /** Adds the caller's pace stamp for `written` to `batch`, first waiting out the gap if needed. */
  stampPace(batch: WriteBatch, user: User, lastWriteAt: unknown, written: DocumentReference): Promise<void>;
}

export function createSession(auth: Auth, db: Firestore): Session {
  async function signedInUser(): Promise<SignedInUser> {
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user || !user.email) throw unauthenticated();
    // Verified elsewhere (another device; issue 35): the account says so, the kept token does
    // not yet, and the rules read the token. A new one first.
    if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) {
      await user.getIdToken(true);
    }
    return user as SignedInUser;
  }

  return {
    auth,
    db,
    signedInUser,
    async requireVerified() {
      if (!(await signedInUser()).emailVerified) throw emailUnverified();
    },
    async ownProfile(user) {
      const snapshot = await getDoc(doc(db, COLLECTIONS.users, user.uid));
      if (!snapshot.exists()) return { profile: null, lastWriteAt: null };
      return {
        profile: recordFromDocument('users', snapshot.id, snapshot.data()),
        lastWriteAt: snapshot.data().lastWriteAt,
      };
    },
    /**
     * A student's pace (issue 28): every write of theirs stamps their profile with the server's
     * time, in its batch, and the rules take one only STUDENT_WRITE_GAP_SECONDS after the last. A
     * person never writes that fast; a second form sent within the gap waits out the rest of it
     * (a second more for a phone's clock that runs ahead) instead of being refused.
     */
    async stampPace(batch, user, lastWriteAt, written) {
      if (lastWriteAt instanceof Timestamp) {
        const wait = lastWriteAt.toMillis() + PACE_MS + 1_000 - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, PACE_MS + 1_000)));
      }
      // The stamp names the one document it pays for: one record per stamp (the rules check it).
      batch.update(doc(db, COLLECTIONS.users, user.uid), { lastWriteAt: serverTimestamp(), lastWrite: written });
    },
  };
}
