// A student's rooms, live, in firebase mode (issue 31, decision 034): a listener on
// roomNews/{their student id}, which the Cloud Function's store bumps after a change the student
// should hear of (an invitation, an answer, a bed offered, an allotment; firestore.rules let only
// that student read it). What changed stays the API's (GET /api/rooms/mine); this only says when
// to ask again. It needs the full SDK (listeners), so it is loaded in its own chunk, as live.ts
// is. The Firestore adapter serves it as `rooms.watchMine` (index.ts).
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { ROOM_COLLECTIONS } from '@hall/model';

/**
 * Calls `changed` on each bump of the student's roomNews after the first answer (what was there
 * before the page read its rooms). Returns the stop. A refusal (signed out, not verified, not
 * their id) or a failure ends it quietly: the page keeps what it has.
 */
export function watchRoomNews(firestore: Firestore, studentId: string, changed: () => void): () => void {
  let first = true;
  return onSnapshot(
    doc(firestore, ROOM_COLLECTIONS.roomNews, studentId),
    () => {
      if (first) first = false;
      else changed();
    },
    () => {},
  );
}
