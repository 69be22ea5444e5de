// The data port over Firestore and Cloud Storage (VITE_BACKEND=firebase). Loaded with a dynamic
// import only in firebase mode, on the first data call (provider.tsx, deferred-port.ts), so the
// local build and the first load of every page never fetch it; the Storage SDK is loaded later
// still, only when a notice PDF is opened or uploaded. It uses Firestore Lite (plain HTTPS
// requests, no realtime listeners, a fraction of the full SDK's size): the portal reads on demand;
// live changes load the full SDK in their own chunk (live.ts).
//
// Who may do what is decided by firestore.rules and storage.rules; this adapter checks input with
// the hall model's schemas first (same messages as the API), writes what the rules expect, and
// turns refusals into DataError with the API's status codes (errors.ts). The modules: session.ts
// (the caller), requests.ts and paging.ts (the four request groups), claims.ts, files.ts,
// notices.ts, users.ts, activity.ts, live.ts; instance.ts wires the SDKs to the emulators.
import type { Auth } from 'firebase/auth';
import { env } from '../../../../config/env.ts';
import type { RecordsPort } from '../../port.ts';
import { startWhenLoaded, watchWhenLoaded } from '../../when-loaded.ts';
import { activityLog } from './activity.ts';
import { startAppCheck } from './app-check.ts';
import { transactionLookup } from './claims.ts';
import { tokenPdfs } from './files.ts';
import { listeningFirestoreOf, liteFirestoreOf } from './instance.ts';
import { noticeBoard } from './notices.ts';
import { requestRecords } from './requests.ts';
import { createSession, type Session } from './session.ts';
import { contactMessages, userProfiles } from './users.ts';

export interface FirestoreAdapterOptions {
  /** The signed-in app's Auth instance; its `app` is the Firebase app to use. */
  getAuthInstance: () => Promise<Auth>;
}

export async function createFirestoreDataPort(options: FirestoreAdapterOptions): Promise<RecordsPort> {
  const auth = await options.getAuthInstance();
  // Before the first Firestore or Storage request, so every one carries its App Check token.
  await startAppCheck(auth.app, env.appCheck);
  const session = createSession(auth, liteFirestoreOf(auth.app));
  const { groups, updateRecord } = requestRecords(session);
  return {
    live: liveChanges(session),
    users: userProfiles(session),
    tokenPurchases: { ...groups.tokenPurchases, ...tokenPdfs(session, updateRecord) },
    hallFees: groups.hallFees,
    roomAllotments: groups.roomAllotments,
    complaints: groups.complaints,
    notices: noticeBoard(session),
    activity: activityLog(session),
    contactMessages: contactMessages(session),
    transactions: transactionLookup(session),
    dining: { watchDay: (day, changed) => diningWatch(session, day, changed) },
    rooms: { watchMine: (changed) => roomsWatch(session, changed) },
  };
}

/** The caller's rooms, live: a listener on roomNews/{their profile's student id} (rooms-live.ts), loaded on first use. */
function roomsWatch(session: Session, changed: () => void): () => void {
  return startWhenLoaded(async () => {
    const user = await session.signedInUser();
    const [{ watchRoomNews }, listening, { profile }] = await Promise.all([
      import('./rooms-live.ts'),
      listeningFirestoreOf(session.auth.app),
      session.ownProfile(user),
    ]);
    // No profile yet: nothing of theirs can change.
    return profile ? watchRoomNews(listening, profile.id, changed) : () => {};
  });
}

/** A dining day's live counts: a listener on its counter (dining-live.ts), loaded on first use. */
function diningWatch(session: Session, day: string, changed: () => void): () => void {
  return startWhenLoaded(async () => {
    const [{ watchDiningDay }, listening] = await Promise.all([
      import('./dining-live.ts'),
      listeningFirestoreOf(session.auth.app),
    ]);
    return watchDiningDay(listening, day, changed);
  });
}

/** The office follows every record, a student their own (the rules allow nothing else). */
function liveChanges(session: Session): RecordsPort['live'] {
  return {
    watch: (listener) =>
      watchWhenLoaded(async () => {
        const user = await session.signedInUser();
        const [{ firestoreLive }, listening, { isAdminAccount }] = await Promise.all([
          import('./live.ts'),
          listeningFirestoreOf(session.auth.app),
          import('../../../auth/admin-check.ts'),
        ]);
        return firestoreLive(listening, isAdminAccount(user, env.adminEmailSetting) ? null : user.email);
      }, listener),
  };
}
