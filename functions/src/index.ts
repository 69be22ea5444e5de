// The Cloud Functions: the portal's REST API (createApp, spec section 7) on Firestore and Cloud
// Storage, which Hosting rewrites /api/** to, so the app's /api mount works unchanged; and the
// activity log's Firestore triggers (decision 022). Nothing else lives in this file: every export
// of it is deployed as a function.
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { messages, resolveAdminEmail } from '@hall/model';
import { createApp } from './app.ts';
import { clockFrom } from './clock.ts';
import { refuseStrayAuthEmulator } from './config.ts';
import { firebaseAccountDirectory } from './auth/accounts.ts';
import { firebaseTokenVerifier } from './auth/firebase-verifier.ts';
import { openDefaultFirestoreStore } from './store/firestore/firestore-store.ts';
import { logDocumentChange, type EventSnapshot } from './store/firestore/office-actions.ts';

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
 * The hall's clock: real time, or HALL_CLOCK_START's (decision 033) inside the Functions emulator
 * only, where the journeys must stand inside a sitting. Set anywhere else it is refused, not ignored.
 */
function hallClock(env: NodeJS.ProcessEnv) {
  if (env.HALL_CLOCK_START && !env.FUNCTIONS_EMULATOR)
    throw new Error('HALL_CLOCK_START is honoured only in the Functions emulator: unset it.');
  return clockFrom(env);
}

const firebaseApp = (): App => getApps()[0] ?? initializeApp();

/**
 * Built on the first request, not at import: loading the module (the deploy's discovery, the
 * build check) then contacts nothing. Later requests on the same instance reuse it.
 */
function portalApp(): Express {
  if (!portal) {
    refuseStrayAuthEmulator(process.env);
    const adminEmail = resolveAdminEmail(process.env.HALL_ADMIN_EMAIL);
    // Default credentials and project (FIREBASE_CONFIG, set by the runtime, names the bucket).
    const firebase = firebaseApp();
    const clock = hallClock(process.env);
    portal = createApp({
      store: openDefaultFirestoreStore(firebase),
      verifier: firebaseTokenVerifier(firebase, {
        // Unsigned emulator tokens only ever inside the Functions emulator, beside an Auth emulator.
        emulator: Boolean(process.env.FUNCTIONS_EMULATOR && process.env.FIREBASE_AUTH_EMULATOR_HOST),
        adminEmail,
      }),
      accounts: firebaseAccountDirectory(firebase),
      adminEmail,
      trustProxyHops: TRUST_PROXY_HOPS,
      ...(clock ? { clock } : {}),
    });
  }
  return portal;
}

/**
 * One instance: the write limiter counts in memory, so one instance holds every account's and
 * address's count (30 writes a minute per account, whichever door a script uses); a hall's
 * traffic is far below the 80 requests one instance serves at once (decision 022).
 */
const API_MAX_INSTANCES = 1;

export const api = onRequest({ region: REGION, maxInstances: API_MAX_INSTANCES }, (req, res) => {
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

// ---- The activity log's triggers (decision 022): one entry per office action made in Firestore.

let officeUid: Promise<string> | undefined;

/** The office: the configured address and its account's uid ('' while it has no account). */
async function office() {
  const email = resolveAdminEmail(process.env.HALL_ADMIN_EMAIL);
  officeUid ??= getAuth(firebaseApp())
    .getUserByEmail(email)
    .then((user) => user.uid)
    .catch(() => {
      officeUid = undefined; // asked again next time
      return '';
    });
  return { uid: await officeUid, email };
}

/** Logs the office's actions in one document's change. */
const log = async (
  collection: string,
  recordId: string,
  before: EventSnapshot | undefined,
  after: EventSnapshot | undefined,
  time: string,
) => logDocumentChange(firebaseApp(), await office(), collection, recordId, before, after, time);

const requestLog = (collection: 'tokenPurchases' | 'hallFees' | 'roomAllotments') =>
  onDocumentWritten({ document: `${collection}/{recordId}`, region: REGION }, (event) =>
    log(collection, event.params.recordId, event.data?.before, event.data?.after, event.time),
  );
const clearLog = (collection: 'complaints' | 'contactMessages' | 'users') =>
  onDocumentDeleted({ document: `${collection}/{recordId}`, region: REGION }, (event) =>
    log(collection, event.params.recordId, event.data, undefined, event.time),
  );

export const logTokenPurchases = requestLog('tokenPurchases');
export const logHallFees = requestLog('hallFees');
export const logRoomAllotments = requestLog('roomAllotments');
export const logComplaintClears = clearLog('complaints');
export const logContactMessageClears = clearLog('contactMessages');
export const logProfileRemovals = clearLog('users');
export const logNoticeUploads = onDocumentCreated({ document: 'notices/{noticeId}', region: REGION }, (event) =>
  log('notices', event.params.noticeId, undefined, event.data, event.time),
);
export const logNoticeDeletes = onDocumentDeleted({ document: 'notices/{noticeId}', region: REGION }, (event) =>
  log('notices', event.params.noticeId, event.data, undefined, event.time),
);
