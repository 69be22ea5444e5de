// The Cloud Function: the portal's REST API (createApp, spec section 7) on Firestore and Cloud
// Storage. Hosting rewrites /api/** here, so the app's /api mount works unchanged. Nothing else
// lives in this file: every export of it is deployed as a function.
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { messages, resolveAdminEmail } from '@hall/model';
import { createApp } from './app.ts';
import { refuseStrayAuthEmulator } from './config.ts';
import { firebaseTokenVerifier } from './auth/firebase-verifier.ts';
import { openDefaultFirestoreStore } from './store/firestore/firestore-store.ts';

/**
 * Mumbai: there is no Google Cloud region in Bangladesh and this is the nearest to Dhaka. Keep
 * it beside the Firestore database's location, or every read crosses a continent.
 */
const REGION = 'asia-south1';

/**
 * The proxies in front of the function that add to X-Forwarded-For: Firebase Hosting's edge
 * (which puts the caller's address there) and Google's front end of Cloud Run (which adds the
 * edge's). So the caller is two hops from the right; HALL_TRUST_PROXY_HOPS overrides it
 * (docs/deploy.md, decision 021).
 */
const TRUST_PROXY_HOPS = Number(process.env.HALL_TRUST_PROXY_HOPS ?? 2);

let portal: Express | undefined;

/**
 * Built on the first request, not at import: loading the module (the deploy's discovery, the
 * build check) then contacts nothing. Later requests on the same instance reuse it.
 */
function portalApp(): Express {
  if (!portal) {
    refuseStrayAuthEmulator(process.env);
    const adminEmail = resolveAdminEmail(process.env.HALL_ADMIN_EMAIL);
    // Default credentials and project (FIREBASE_CONFIG, set by the runtime, names the bucket).
    const firebase: App = getApps()[0] ?? initializeApp();
    portal = createApp({
      store: openDefaultFirestoreStore(firebase),
      verifier: firebaseTokenVerifier(firebase, {
        // Unsigned emulator tokens only ever inside the Functions emulator, beside an Auth emulator.
        emulator: Boolean(process.env.FUNCTIONS_EMULATOR && process.env.FIREBASE_AUTH_EMULATOR_HOST),
        adminEmail,
      }),
      adminEmail,
      trustProxyHops: TRUST_PROXY_HOPS,
    });
  }
  return portal;
}

export const api = onRequest({ region: REGION }, (req, res) => {
  let app: Express;
  try {
    app = portalApp();
  } catch (error) {
    console.error(error);
    res.status(500).json({ error: { code: 'internal', message: messages.api.internal } });
    return;
  }
  app(req, res);
});
