import { describe, expect, it } from 'vitest';
import { APPROVED_STATUS } from './constants.ts';
import {
  pageApprovedThenPending,
  readPageCursor,
  writePageCursor,
  type ApprovedThenPendingQuery,
  type FetchNewest,
  type PagePosition,
} from './approved-then-pending.ts';

interface Row {
  _id: string;
  createdAt: string;
  id: string;
  status?: string;
}

/** `approved` approved and `pending` pending rows, alternating while both last, newest first. */
function rows(approved: number, pending: number): Row[] {
  const made: Row[] = [];
  const total = approved + pending;
  let approvedLeft = approved;
  for (let n = 0; n < total; n += 1) {
    const pendingLeft = total - n - approvedLeft;
    const status = approvedLeft > 0 && (n % 2 === 0 || pendingLeft === 0) ? APPROVED_STATUS : undefined;
    if (status) approvedLeft -= 1;
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, total - n)).toISOString();
    made.push({
      _id: n.toString(16).padStart(24, '0'),
      createdAt,
      id: `1904${String(n).padStart(3, '0')}`,
      ...(status ? { status } : {}),
    });
  }
  return made;
}

/** A fake query over an in-memory list, newest first, as Firestore's startAfter + limit read it. */
function fetchOver(list: Row[]): FetchNewest<Row> & { calls: number } {
  const newestFirst = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id));
  const fetch = async (approvedOnly: boolean, after: PagePosition | null, limit: number) => {
    fetch.calls += 1;
    const candidates = newestFirst.filter((row) => !approvedOnly || row.status === APPROVED_STATUS);
    const start = after ? candidates.findIndex((row) => row._id === after.id) + 1 : 0;
    const slice = candidates.slice(start, start + limit);
    return { items: slice, more: start + limit < candidates.length };
  };
  fetch.calls = 0;
  return fetch;
}

const invalid = () => new Error('invalid cursor');

/** Every page of `list` at `limit`, in order. */
async function allPages(list: Row[], limit: number, status?: ApprovedThenPendingQuery['status']): Promise<Row[][]> {
  const fetch = fetchOver(list);
  const pages: Row[][] = [];
  let after: string | undefined;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await pageApprovedThenPending(
      { limit, ...(after ? { after } : {}), ...(status ? { status } : {}) },
      fetch,
      invalid,
    );
    pages.push(page.items);
    if (page.next === null) return pages;
    after = page.next;
  }
  throw new Error('paging never ended');
}

/** The expected order: approved newest first, then pending newest first. */
const expected = (list: Row[]) => {
  const newest = [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...newest.filter((r) => r.status), ...newest.filter((r) => !r.status)].map((r) => r._id);
};

describe('pageApprovedThenPending', () => {
  it('pages across the approved -> pending boundary in order, each record once', async () => {
    const list = rows(5, 6);
    const pages = await allPages(list, 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 2]);
    expect(pages.flat().map((r) => r._id)).toEqual(expected(list));
    // The second page holds the last two approved records and the newest pending one.
    expect(pages[1]!.map((r) => Boolean(r.status))).toEqual([true, true, false]);
  });

  it('holds at every page size, limit 1 included', async () => {
    const list = rows(4, 5);
    for (const limit of [1, 2, 4, 5, 8, 9, 10, 50]) {
      const pages = await allPages(list, limit);
      expect(
        pages.flat().map((r) => r._id),
        `limit ${limit}`,
      ).toEqual(expected(list));
      expect(
        pages.slice(0, -1).every((page) => page.length === limit),
        `limit ${limit}`,
      ).toBe(true);
    }
  });

  it('ends without an empty last page when a part ends exactly at a page boundary', async () => {
    const onlyApproved = await allPages(rows(4, 0), 2);
    expect(onlyApproved.map((page) => page.length)).toEqual([2, 2]);
    const onlyPending = await allPages(rows(0, 4), 2);
    expect(onlyPending.map((page) => page.length)).toEqual([2, 2]);
    const approvedFillsPage = await allPages(rows(2, 2), 2);
    expect(approvedFillsPage.map((page) => page.map((r) => Boolean(r.status)))).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('gives one empty page for an empty list, and pages a list with no approved or no pending records', async () => {
    expect(await allPages([], 5)).toEqual([[]]);
    expect((await allPages(rows(0, 3), 5)).flat()).toHaveLength(3);
    expect((await allPages(rows(3, 0), 5)).flat()).toHaveLength(3);
  });

  it('keeps to one part when asked for approved or pending records only', async () => {
    const list = rows(3, 4);
    const approved = (await allPages(list, 2, 'approved')).flat();
    expect(approved.map((r) => r._id)).toEqual(expected(list).slice(0, 3));
    const pending = (await allPages(list, 2, 'pending')).flat();
    expect(pending.map((r) => r._id)).toEqual(expected(list).slice(3));
  });

  it("throws the caller's error for a cursor it did not write", async () => {
    const fetch = fetchOver(rows(1, 1));
    for (const after of [
      '',
      'not-a-cursor',
      writePageCursor({ phase: 'approved', createdAt: '', id: '', studentId: '' }),
    ]) {
      await expect(pageApprovedThenPending({ limit: 2, after }, fetch, invalid)).rejects.toThrow('invalid cursor');
    }
    expect(fetch.calls).toBe(0);
  });
});

describe('page cursors', () => {
  it('read back exactly what was written, and nothing else', () => {
    const cursor = {
      phase: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
      id: 'a'.repeat(24),
      studentId: '১৯০৪',
    } as const;
    const text = writePageCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readPageCursor(text)).toEqual(cursor);
    expect(readPageCursor(`${text}x`)).toBeNull();
    expect(readPageCursor(writePageCursor({ ...cursor, id: 'a/b' }))).toBeNull();
    expect(readPageCursor(writePageCursor({ ...cursor, createdAt: 'yesterday' }))).toBeNull();
    expect(readPageCursor(writePageCursor({ phase: 'pending', createdAt: '', id: '', studentId: '' }))).not.toBeNull();
  });
});
