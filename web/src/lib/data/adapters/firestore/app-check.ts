// App Check (issue 28, decision 022): in firebase mode, each request to Firestore and Storage carries
// a token that says it came from the portal's own page (reCAPTCHA Enterprise scores the visit), so
// once the console enforces App Check a script with a stolen ID token is refused before the rules
// run. Loaded with the Firestore adapter, only where a site key is configured; the emulators do
// not check tokens, and a build against them may use the debug provider (docs/deploy.md).
import type { FirebaseApp } from 'firebase/app';
import type { Env } from '../../../../config/env.ts';

const started = new WeakSet<FirebaseApp>();

/** Starts App Check on the app once; false when it is not set up (no site key). */
export async function startAppCheck(app: FirebaseApp, settings: Env['appCheck']): Promise<boolean> {
  if (!settings) return false;
  if (started.has(app)) return true;
  if (settings.debugToken) {
    // The SDK's documented switch to its debug provider: read from the global scope at start.
    (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = settings.debugToken;
  }
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(settings.siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  started.add(app);
  return true;
}
