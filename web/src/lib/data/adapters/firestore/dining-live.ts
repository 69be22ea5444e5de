// The dining day's live counts in firebase mode (issue 30, decision 033): a listener on
// diningDays/{day}, which the Cloud Function's store rewrites with every switch and serving of
// that day (firestore.rules let the office and listed dining staff read it). The counts themselves
// stay the API's; this only says when to ask again. It needs the full SDK (listeners), so it is
// loaded in its own chunk, as live.ts is. The Firestore adapter serves it as `dining.watchDay`
// (index.ts), beside which provider.tsx puts the API's dining calls (RecordsPort, port.ts).
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { DINING_COLLECTIONS } from '@hall/model';

/**
 * Calls `changed` with each answer of the day's counter, the first one too: the listener starts
 * after the page read its counts (the SDK loads first), and a serving in between would otherwise
 * go unseen. Returns the stop. A refusal (not staff, signed out) or a failure ends it quietly:
 * the page keeps the counts it has.
 */
export function watchDiningDay(firestore: Firestore, day: string, changed: () => void): () => void {
  return onSnapshot(
    doc(firestore, DINING_COLLECTIONS.diningDays, day),
    () => changed(),
    () => {},
  );
}
