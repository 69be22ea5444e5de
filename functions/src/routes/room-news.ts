// Who hears of a change to the rooms (decision 034): the store's announce, told after the change
// committed. Best-effort: a failure is logged and the change's answer stands.
import { pendingMembers, sameRoom } from '@hall/model';
import type { Store } from '../store/port.ts';

export interface RoomNews {
  /** Tells these students (invited, answered, allotted). */
  tell(studentIds: readonly string[]): Promise<void>;
  /** Tells the group now first in line for each of these rooms (beds freed or added): offered. */
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
  return {
    tell: (studentIds) => safely(() => store.rooms.announce([...new Set(studentIds)])),
    offer: (rooms) =>
      safely(async () => {
        if (rooms.length === 0) return;
        const listings = await store.rooms.list();
        const waiting = new Set(
          listings.flatMap((listing) =>
            listing.next && rooms.some((room) => sameRoom(room, listing.number)) ? [listing.next.allotmentId] : [],
          ),
        );
        const groups = await Promise.all([...waiting].map((id) => store.roomAllotments.get(id)));
        const members = groups.flatMap((group) => (group ? pendingMembers(group) : []));
        if (members.length > 0) await store.rooms.announce([...new Set(members)]);
      }),
  };
}
