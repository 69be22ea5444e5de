import { liveStateOf, OWNER_FIELD, type LiveChange, type LiveGroup } from '@hall/model';
import type { Collection, DiningRepository, RoomRepository, Store } from './port.ts';

/** A change and the owner of its record (lowercased e-mail), for deciding who may be told. */
export interface OwnedChange {
  change: LiveChange;
  ownerEmail: string;
}

/** A day's kitchen count may have changed (a serving, a modified switch; issue 30). */
export interface DiningDayChange {
  diningDay: string;
}

/** These students' rooms may have changed (invited, answered, offered a bed, allotted; issue 31). */
export interface RoomsChange {
  roomsFor: string[];
}

export type FeedEvent = OwnedChange | DiningDayChange | RoomsChange;

export type ChangeListener = (event: FeedEvent) => void;

/**
 * The local API's changes, in this process (GET /api/live reads them). One server owns its SQLite
 * file, so every write passes here; a Cloud Function has many instances and no feed: the SPA
 * listens to Firestore itself in firebase mode.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private readonly closers = new Set<() => void>();

  /** `onClose` runs when the server stops (a stream ends then instead of holding the shutdown). */
  subscribe(listener: ChangeListener, onClose: () => void): () => void {
    this.listeners.add(listener);
    this.closers.add(onClose);
    return () => {
      this.listeners.delete(listener);
      this.closers.delete(onClose);
    };
  }

  close(): void {
    for (const onClose of [...this.closers]) onClose();
  }

  publish(event: FeedEvent): void {
    // A listener that throws must not fail the write that was already stored.
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        console.error('A live listener failed:', error);
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }
}

type Stored = { _id: string; createdAt: string };

/**
 * The store with every write to the live collections published on `feed` after it is stored, and
 * each serving and modified meal switch as its day (the kitchen's count changed). Reads
 * pass straight through; a decision or update reads the record once more to say its new state.
 */
export function publishingStore(store: Store, feed: ChangeFeed): Store {
  const watched = <T extends Stored>(group: LiveGroup, collection: Collection<T>): Collection<T> => {
    const field = OWNER_FIELD[group] ?? 'email';
    const publish = (record: T, kind: LiveChange['kind']) =>
      feed.publish({
        change: { group, id: record._id, kind, state: liveStateOf(record) },
        ownerEmail: String((record as Record<string, unknown>)[field]).toLowerCase(),
      });
    const changed = async (id: string) => {
      const record = await collection.get(id);
      if (record) publish(record, 'changed');
    };
    return {
      insert: async (record, audit, answerKey) => {
        const saved = await collection.insert(record, audit, answerKey);
        publish(saved, 'added');
        return saved;
      },
      get: (id) => collection.get(id),
      list: (options) => collection.list(options),
      page: (request) => collection.page(request),
      count: (filter) => collection.count(filter),
      update: async (id, changes, audit) => {
        const result = await collection.update(id, changes, audit);
        if (result.modified) await changed(id);
        return result;
      },
      decide: async (id, decision, audit) => {
        const result = await collection.decide(id, decision, audit);
        if (result.modified) await changed(id);
        return result;
      },
      remove: async (id, audit) => {
        const before = await collection.get(id);
        const removed = await collection.remove(id, audit);
        if (removed && before) publish(before, 'removed');
        return removed;
      },
    };
  };
  const dining: DiningRepository = {
    ...store.dining,
    switchDay: async (change, ownerEmail) => {
      const result = await store.dining.switchDay(change, ownerEmail);
      if (result.modified) feed.publish({ diningDay: change.day });
      return result;
    },
    serve: async (serving) => {
      const result = await store.dining.serve(serving);
      if (result.served) feed.publish({ diningDay: serving.day });
      return result;
    },
  };
  const roomAllotments = watched('roomAllotments', store.roomAllotments);
  // An allotment and an answer change an application outside its collection's writes: the
  // office's lists and the applicant's history hear of them as of any decision.
  const applicationChanged = (allotment: { _id: string; email: string } & object) =>
    feed.publish({
      change: { group: 'roomAllotments', id: allotment._id, kind: 'changed', state: liveStateOf(allotment) },
      ownerEmail: allotment.email.toLowerCase(),
    });
  const rooms: RoomRepository = {
    ...store.rooms,
    allot: async (allotmentId, request, audit) => {
      const outcome = await store.rooms.allot(allotmentId, request, audit);
      if (outcome.matched && outcome.modified) applicationChanged(outcome.allotment);
      return outcome;
    },
    answer: async (allotmentId, studentId, answer) => {
      const outcome = await store.rooms.answer(allotmentId, studentId, answer);
      if (outcome.outcome === 'answered' && outcome.modified) applicationChanged(outcome.allotment);
      return outcome;
    },
    announce: async (studentIds) => {
      await store.rooms.announce(studentIds);
      if (studentIds.length > 0) feed.publish({ roomsFor: [...studentIds] });
    },
  };
  return {
    ...store,
    dining,
    rooms,
    tokenPurchases: watched('tokenPurchases', store.tokenPurchases),
    hallFees: watched('hallFees', store.hallFees),
    roomAllotments,
    complaints: watched('complaints', store.complaints),
  };
}
