// Live changes in firebase mode (issue 19): Firestore listeners on the newest records of each
// collection a page lists. The adapter itself uses Firestore Lite, which has no listeners, so
// this module brings the full SDK in its own chunk, loaded only when a signed-in page watches.
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { LIVE_GROUPS, liveStateOf, type LiveChange, type LiveGroup } from '@hall/model';
import type { LiveListener, LivePort } from '../../port.ts';

/** How many of the newest records each listener follows: new requests and decisions on recent ones. */
export const LIVE_WINDOW = 50;

/**
 * How far back the office's listeners start: requests filed from a little before the page
 * opened (room for a clock that runs ahead of the server's). Older ones are on the page already.
 */
export const OFFICE_LIVE_SINCE_MS = 10 * 60_000;

/**
 * The queries the listeners run: per collection, a student's newest records with their own
 * e-mail filter (the only list firestore.rules grant a student), and for the office the requests
 * filed since it opened the page: every first answer is a read per document, and the office's
 * would otherwise be 50 old records per list at every opening (decision 020). Decisions are the
 * office's own, so it needs no news of old records. The rules suite runs these same queries
 * (tests/rules/live-listeners.test.ts).
 */
export function liveQueries(
  db: Firestore,
  ownerEmail: string | null,
  now = Date.now(),
): Array<{ group: LiveGroup; query: Query }> {
  return LIVE_GROUPS.map((group) => ({
    group,
    query: query(
      collection(db, group),
      ...(ownerEmail === null
        ? [where('createdAt', '>', Timestamp.fromMillis(now - OFFICE_LIVE_SINCE_MS))]
        : [where('email', '==', ownerEmail.trim().toLowerCase())]),
      orderBy('createdAt', 'desc'),
      limit(LIVE_WINDOW),
    ),
  }));
}

const KINDS = { added: 'added', modified: 'changed', removed: 'removed' } as const;

/**
 * A live port over `db` for `ownerEmail` (null: the administrator). The first answer of each
 * listener is what is already there and is not a change. A record leaving the window of 50
 * reads as removed and an older one entering as added: the page reloads either way, and only a
 * change (a decision) raises a toast. A listener that fails (rules, network) asks for a resync.
 */
export function firestoreLive(db: Firestore, ownerEmail: string | null): LivePort {
  return {
    watch(listener: LiveListener) {
      const stops = liveQueries(db, ownerEmail).map(({ group, query: watched }) => {
        let first = true;
        return onSnapshot(
          watched,
          (snapshot) => {
            if (first) {
              first = false;
              return;
            }
            for (const change of snapshot.docChanges()) {
              const live: LiveChange = {
                group,
                id: change.doc.id,
                kind: KINDS[change.type],
                state: liveStateOf(change.doc.data()),
              };
              listener.change(live);
            }
          },
          (error) => {
            console.warn('A live listener stopped:', group, error);
            listener.resync();
          },
        );
      });
      return () => stops.forEach((stop) => stop());
    },
  };
}
