// A fake data port for component tests. Only the methods a test provides answer; any other call
// fails loudly, so a page cannot quietly depend on data the test did not set up.
import type { DataPort, ListFilter, PagedList } from '../lib/data/port.ts';

export type FakeDataOverrides = { [Group in keyof DataPort]?: Partial<DataPort[Group]> };

function group<G extends keyof DataPort>(name: G, overrides: Partial<DataPort[G]> | undefined): DataPort[G] {
  return new Proxy(overrides ?? {}, {
    get(target, method) {
      if (typeof method === 'string' && method in target) return target[method as keyof typeof target];
      return () => Promise.reject(new Error(`The fake data port has no ${name}.${String(method)}() in this test.`));
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
    held
      .filter((record) => (idPrefix ? record.id.startsWith(idPrefix) : true))
      .filter((record) => (status ? (record.status === 'confirm') === (status === 'approved') : true))
      .filter((record) => (email ? record.email === email : true))
      .sort((a, b) => Number(b.status === 'confirm') - Number(a.status === 'confirm') || b.createdAt.localeCompare(a.createdAt));
  return {
    records: held,
    page: async ({ limit, after, ...filter }) => {
      const start = after ? Number(after) : 0;
      const all = matching(filter);
      return { items: all.slice(start, start + limit), next: start + limit < all.length ? String(start + limit) : null };
    },
    count: async (filter) => matching(filter).length,
  };
}
