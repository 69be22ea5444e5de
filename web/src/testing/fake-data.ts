// A fake data port for component tests. Only the methods a test provides answer; any other call
// rejects and fails the test (setup.ts), even when the page catches the error and shows it.
import { approvedFirst, isApproved, SITTING_KEYS } from '@hall/model';
import type { KitchenCounts, LiveChange } from '@hall/model';
import type { DataPort, ListFilter, LiveListener, LivePort, PagedList } from '../lib/data/port.ts';

export type FakeDataOverrides = { [Group in keyof DataPort]?: Partial<DataPort[Group]> };

const unprovided: string[] = [];

/** The calls to methods the test did not provide since the last time, emptied (setup.ts fails on any). */
export function takeUnprovidedCalls(): string[] {
  return unprovided.splice(0);
}

function group<G extends keyof DataPort>(name: G, overrides: Partial<DataPort[G]> | undefined): DataPort[G] {
  return new Proxy(overrides ?? {}, {
    get(target, method) {
      if (typeof method === 'string' && method in target) return target[method as keyof typeof target];
      // Not a promise: a group handed on by an async function (deferred-port.ts) is awaited.
      if (method === 'then') return undefined;
      // Only calls count: React and vitest probe objects for `then`, symbols and the like.
      return () => {
        const call = `${name}.${String(method)}()`;
        unprovided.push(call);
        return Promise.reject(new Error(`The fake data port has no ${call} in this test.`));
      };
    },
  }) as DataPort[G];
}

export function createFakeDataPort(overrides: FakeDataOverrides = {}): DataPort {
  return {
    users: group('users', overrides.users),
    tokenPurchases: group('tokenPurchases', overrides.tokenPurchases),
    hallFees: group('hallFees', overrides.hallFees),
    roomAllotments: group('roomAllotments', overrides.roomAllotments),
    complaints: group('complaints', overrides.complaints),
    notices: group('notices', overrides.notices),
    contactMessages: group('contactMessages', overrides.contactMessages),
    transactions: group('transactions', overrides.transactions),
    verify: group('verify', overrides.verify),
    activity: group('activity', overrides.activity),
    // Watching asks for nothing: without a test's fakeLive(), the back end simply has no changes to tell.
    live: { watch: () => () => {}, ...overrides.live },
    // Likewise a dining day: no test's fakeDiningDays(), no changes; and no account is dining staff
    // unless the test says so (the top bar asks for every signed-in account but the office's).
    dining: group('dining', { watchDay: () => () => {}, role: async () => ({ staff: false }), ...overrides.dining }),
    // Unless the test says so, the hall has no rooms, the caller none and no room news: the forms,
    // the office's allocation fields and the profile ask for them.
    rooms: group('rooms', {
      watchMine: () => () => {},
      list: async () => [],
      choices: async () => [],
      mine: async () => ({ room: null, groups: [] }),
      ...overrides.rooms,
    }),
    reports: group('reports', overrides.reports),
  };
}

/** The kitchen's count with nothing expected or served, today and tomorrow (the dashboard's start page). */
export function emptyKitchenCounts(today = '2026-11-27', tomorrow = '2026-11-28'): KitchenCounts {
  const empty = (day: string) => ({
    day,
    tokens: 0,
    switchedOff: 0,
    sittings: SITTING_KEYS.map((sitting) => ({ sitting, expected: 0, served: 0 })),
  });
  return { today: empty(today), tomorrow: empty(tomorrow), sitting: null };
}

/** A dining day listener the test drives: `change(day)` tells every page watching that day. */
export function fakeDiningDays(): DataPort['dining']['watchDay'] & { change(day: string): void; watched(): string[] } {
  const watchers = new Set<{ day: string; changed: () => void }>();
  const watchDay = (day: string, changed: () => void) => {
    const watcher = { day, changed };
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  };
  return Object.assign(watchDay, {
    change: (day: string) => watchers.forEach((watcher) => watcher.day === day && watcher.changed()),
    watched: () => [...watchers].map((watcher) => watcher.day).sort(),
  });
}

/** A live port the test drives: `emit` tells every page watching of a change. */
export function fakeLive(): LivePort & { emit(change: LiveChange): void; watching(): number } {
  const listeners = new Set<LiveListener>();
  return {
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (change) => listeners.forEach((listener) => listener.change(change)),
    watching: () => listeners.size,
  };
}

type Listed = { _id: string; createdAt: string; id: string; email: string; status?: string };

/**
 * page() and count() over records held in memory, in the back ends' order (approved first, then
 * newest) with their filters; the cursor is an offset. Spies can wrap it (vi.fn(paged.page)).
 */
export function pagedFrom<T extends Listed>(records: readonly T[]): PagedList<T> & { records: T[] } {
  const held = [...records];
  const matching = ({ idPrefix, status, email }: ListFilter) =>
    approvedFirst(
      held
        .filter((record) => (idPrefix ? record.id.startsWith(idPrefix) : true))
        .filter((record) => (status ? isApproved(record) === (status === 'approved') : true))
        .filter((record) => (email ? record.email === email : true)),
    );
  return {
    records: held,
    page: async ({ limit, after, ...filter }) => {
      const start = after ? Number(after) : 0;
      const all = matching(filter);
      return {
        items: all.slice(start, start + limit),
        next: start + limit < all.length ? String(start + limit) : null,
      };
    },
    count: async (filter) => matching(filter).length,
  };
}
