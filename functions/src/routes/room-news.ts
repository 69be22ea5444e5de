// Who hears of a change to the rooms (decision 034): the store's announce, told after the change
// committed. Best-effort: a failure is logged and the change's answer stands.
import { pendingMembers, sameRoom } from '@hall/model';
import type { Store } from '../store/port.ts';

export interface RoomNews {
  /**
   * Tells these students (invited, answered, allotted) and the groups now first in line for
   * `rooms` (the waiting line moved: beds freed or added, a group ahead allotted, rejected,
   * cleared or changed), each student once.
   */
  tell(studentIds: readonly string[], rooms?: readonly string[]): Promise<void>;
  /** Tells the groups now first in line for these rooms alone: offered. */
  offer(rooms: readonly string[]): Promise<void>;
}

export function roomNews(store: Store, log: (error: unknown) => void): RoomNews {
  const safely = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      log(error);
    }
  };
  /** The members of the groups first in line for these rooms (one listing for all of them). */
  const firstInLine = async (rooms: readonly string[]): Promise<string[]> => {
    if (rooms.length === 0) return [];
    const listings = await store.rooms.list();
    const waiting = new Set(
      listings.flatMap((listing) =>
        listing.next && rooms.some((room) => sameRoom(room, listing.number)) ? [listing.next.allotmentId] : [],
      ),
    );
    const groups = await Promise.all([...waiting].map((id) => store.roomAllotments.get(id)));
    return groups.flatMap((group) => (group ? pendingMembers(group) : []));
  };
  const tell: RoomNews['tell'] = (studentIds, rooms = []) =>
    safely(async () => {
      // The students told are told even when the waiting line cannot be read.
      const offered = await firstInLine(rooms).catch((error: unknown) => {
        log(error);
        return [];
      });
      const everyone = [...new Set([...studentIds, ...offered])];
      if (everyone.length > 0) await store.rooms.announce(everyone);
    });
  return { tell, offer: (rooms) => tell([], rooms) };
}
