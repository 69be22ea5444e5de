// The student's last copies (issue 33, decision 036): each answer to the student's own reads (their
// profile, histories, rooms, meal days) is kept on the device per account with its time; when a read
// cannot reach the portal, the last copy is shown instead, with "offline, shown as of 09:40".
// Sign-out forgets the account's copies (copies-key.ts).
import type { DataPort, ListFilter, PagedList, PageQuery } from '../port.ts';
import { copiesKey } from './copies-key.ts';
import { deviceStorage } from './device-storage.ts';
import { isTryLater } from './outbox.ts';

interface Copy {
  at: number;
  value: unknown;
}

export class LastCopies {
  private readonly listeners = new Set<() => void>();
  private oldestShown: number | null = null;

  constructor(
    private readonly storage: Storage | null,
    private readonly now: () => number = Date.now,
  ) {}

  private copiesOf(uid: string): Record<string, Copy> {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(copiesKey(uid)) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Copy>) : {};
    } catch {
      return {};
    }
  }

  /** Keeps the answer to `call` for the account; a device that cannot keep it simply has no copy. */
  save(uid: string, call: string, value: unknown): void {
    try {
      this.storage?.setItem(
        copiesKey(uid),
        JSON.stringify({ ...this.copiesOf(uid), [call]: { at: this.now(), value } }),
      );
    } catch {
      // full or refused: the page still shows the live answer
    }
    if (this.oldestShown !== null) {
      this.oldestShown = null; // the portal answered: what is read now is current
      this.tell();
    }
  }

  /** The last copy of `call`, noting that a copy is on screen (shownAsOf). */
  show(uid: string, call: string): Copy | null {
    const copy = this.copiesOf(uid)[call];
    if (!copy || typeof copy.at !== 'number') return null;
    if (this.oldestShown === null || copy.at < this.oldestShown) {
      this.oldestShown = copy.at;
      this.tell();
    }
    return copy;
  }

  /** When the oldest copy on screen was read from the portal; null while everything shown is live. */
  shownAsOf(): number | null {
    return this.oldestShown;
  }

  forget(uid: string): void {
    try {
      this.storage?.removeItem(copiesKey(uid));
    } catch {
      // nothing was kept
    }
    this.oldestShown = null;
    this.tell();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(): void {
    this.listeners.forEach((listener) => listener());
  }
}

/**
 * The port with the student's own reads copied: each live answer kept for the signed-in account
 * (`account()`), and a read that cannot reach the portal answered with its last copy. Everything
 * else (the office's lists, every write) is the port's own.
 */
export function withLastCopies(port: DataPort, account: () => string | null, copies: LastCopies): DataPort {
  function copied<A extends unknown[], T>(name: string, read: (...args: A) => Promise<T>, own = (..._: A) => true) {
    return async (...args: A): Promise<T> => {
      const uid = account();
      if (uid === null || !own(...args)) return read(...args);
      const call = `${name}:${JSON.stringify(args)}`;
      try {
        const value = await read(...args);
        copies.save(uid, call, value);
        return value;
      } catch (error) {
        const copy = isTryLater(error) ? copies.show(uid, call) : null;
        if (copy) return copy.value as T;
        throw error;
      }
    };
  }
  const ownList = (filter: ListFilter | PageQuery) => Boolean(filter.email);
  /** A history's pages and count: copied when they are the caller's own (filtered by their e-mail). */
  function history<L extends PagedList<unknown>>(name: string, list: L): L {
    return Object.assign(Object.create(list) as L, {
      page: copied(`${name}.page`, list.page.bind(list), ownList),
      count: copied(`${name}.count`, list.count.bind(list), ownList),
    });
  }
  return Object.assign(Object.create(port) as DataPort, {
    users: { ...port.users, me: copied('users.me', port.users.me.bind(port.users)) },
    tokenPurchases: history('tokenPurchases', port.tokenPurchases),
    hallFees: history('hallFees', port.hallFees),
    roomAllotments: history('roomAllotments', port.roomAllotments),
    complaints: history('complaints', port.complaints),
    rooms: { ...port.rooms, mine: copied('rooms.mine', port.rooms.mine.bind(port.rooms)) },
    dining: { ...port.dining, mealDays: copied('dining.mealDays', port.dining.mealDays.bind(port.dining)) },
  });
}

/** The device's copies (none where storage is refused). */
export const deviceCopies = new LastCopies(deviceStorage());
