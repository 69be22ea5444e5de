import { describe, expect, it } from 'vitest';
import { pagedFrom } from '../../testing/fake-data.ts';
import { newestFirst } from './newest-first.ts';

type Filed = { _id: string; createdAt: string; id: string; email: string; status?: string };

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000).toISOString();
const filed = (n: number, status?: string): Filed => ({
  _id: `r${n}`,
  createdAt: at(n),
  id: '1904001',
  email: 'u1904001@student.cuet.ac.bd',
  ...(status ? { status } : {}),
});

/** Every record, read `size` more at a time as "Load more" does, in the order shown. */
async function shown(records: Filed[], size: number, pageSize: number) {
  const list = pagedFrom(records);
  let window = { items: [] as Filed[], more: true };
  for (let wanted = size; window.more; wanted += size) {
    window = await newestFirst(list.page, {}, wanted, pageSize);
  }
  return window.items.map((record) => record._id);
}

describe('a history newest filed first over the back ends\u2019 approved-then-pending pages', () => {
  const mixes: Record<string, Filed[]> = {
    'one pending newer than every approved': [...Array.from({ length: 60 }, (_, n) => filed(n, 'confirm')), filed(60)],
    'pending and rejected between approved ones': Array.from({ length: 130 }, (_, n) =>
      filed(n, n % 3 === 0 ? 'confirm' : n % 7 === 0 ? 'rejected' : undefined),
    ),
    'only pending': Array.from({ length: 75 }, (_, n) => filed(n)),
    'only approved': Array.from({ length: 75 }, (_, n) => filed(n, 'confirm')),
    none: [],
  };
  for (const [name, records] of Object.entries(mixes)) {
    it(`lists ${name} newest first, whatever the page sizes`, async () => {
      const expected = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => r._id);
      for (const [size, pageSize] of [
        [50, 50],
        [10, 50],
        [50, 7],
        [3, 2],
      ] as const) {
        expect(await shown(records, size, pageSize), `${size} shown, pages of ${pageSize}`).toEqual(expected);
      }
    });
  }

  it('reads one page when the whole history fits in it', async () => {
    const list = pagedFrom([filed(1, 'confirm'), filed(2)]);
    const asked: unknown[] = [];
    const read = (query: Parameters<typeof list.page>[0]) => {
      asked.push(query);
      return list.page(query);
    };
    expect((await newestFirst(read, { email: 'u1904001@student.cuet.ac.bd' }, 50, 50)).items.map((r) => r._id)).toEqual(
      ['r2', 'r1'],
    );
    expect(asked).toEqual([{ email: 'u1904001@student.cuet.ac.bd', limit: 50 }]);
  });
});
