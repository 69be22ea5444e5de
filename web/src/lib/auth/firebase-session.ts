// The Firebase Auth SDK, behind AuthSession. This module (and with it firebase/app and
// firebase/auth) is loaded with a dynamic import by the provider, so it is not part of any page's
// first-load JS. No popupRedirectResolver here: the login page lazy-loads the popup code itself.
import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { Env } from '../../config/env.ts';
import { rememberSignIn } from './persisted-sign-in.ts';
import type { AuthSession, AuthSnapshot } from './session.ts';

let session: AuthSession | undefined;

function createAuth(config: Env): Auth {
  const options: FirebaseOptions = { apiKey: config.firebase.apiKey, projectId: config.firebase.projectId };
  if (config.firebase.authDomain) options.authDomain = config.firebase.authDomain;
  if (config.firebase.storageBucket) options.storageBucket = config.firebase.storageBucket;
  if (config.firebase.appId) options.appId = config.firebase.appId;
  const app = getApps().length > 0 ? getApp() : initializeApp(options);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** The account and its admin flag. A failed check (chunk not loaded, bad admin address) is logged and grants nothing. */
async function snapshotOf(user: User, configuredAdmin: string | null): Promise<AuthSnapshot> {
  const plain = { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified };
  try {
    const { isAdminAccount } = await import('./admin-check.ts');
    return { user: plain, isAdmin: isAdminAccount(plain, configuredAdmin) };
  } catch (error) {
    console.error('The administrator check failed:', error);
    return { user: plain, isAdmin: false };
  }
}

/** One session per page: Firebase refuses to initialise Auth twice on the same app. */
export function firebaseSession(config: Env): AuthSession {
  if (session) return session;
  const auth = createAuth(config);
  session = {
    watch(listener) {
      // Changes can overtake a pending admin check; only the latest one is reported.
      let latest = 0;
      return onIdTokenChanged(auth, (user) => {
        const call = ++latest;
        rememberSignIn(user !== null);
        if (!user) return listener(null);
        void snapshotOf(user, config.adminEmailSetting).then((snapshot) => {
          if (call === latest) listener(snapshot);
        });
      });
    },
    async getIdToken(options) {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (!user) return null;
      if (options?.refresh) {
        await user.reload().catch((error: unknown) => console.warn('Could not re-read the account:', error));
        return user.getIdToken(true);
      }
      const current = await user.getIdTokenResult();
      // Verified elsewhere (another device, a copied link; issue 35): the account, re-read when
      // the page loaded, says so, but the kept token still says "not verified". Take a new one.
      if (user.emailVerified && current.claims.email_verified !== true) return user.getIdToken(true);
      return current.token;
    },
    signOut: () => signOut(auth),
    getAuth: () => auth,
  };
  return session;
}
