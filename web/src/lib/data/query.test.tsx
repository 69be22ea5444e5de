import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeDataPort } from '../../testing/fake-data.ts';
import { DataContext } from './context.ts';
import { DataError } from './port.ts';
import { CACHE_LIMIT, problemText, QueryCache, useQuery, useQueryCache, type Query } from './query.ts';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the query cache', () => {
  it('asks once when first shown, shares the answer, and asks again for what a change invalidates', async () => {
    let count = 1;
    const load = vi.fn(async () => count);
    const query: Query<number> = { key: ['hallFees', 'count', {}], load };
    const cache = new QueryCache(createFakeDataPort());
    expect(cache.state(query)).toEqual({ status: 'loading', data: undefined });
    expect(load).not.toHaveBeenCalled(); // not before a component shows it
    const first = vi.fn();
    const second = vi.fn();
    cache.subscribe(query, first);
    cache.subscribe(query, second);
    await settled();
    expect(load).toHaveBeenCalledOnce();
    expect(cache.state(query)).toEqual({ status: 'ready', data: 1 });

    count = 2;
    await cache.invalidate(['hallFees']);
    expect(cache.state(query)).toEqual({ status: 'ready', data: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalled();
    // Another group's change leaves it alone.
    await cache.invalidate(['complaints']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer while loading again, and drops an older answer that arrives late', async () => {
    const answers: Array<(value: string) => void> = [];
    const query: Query<string> = {
      key: ['notices', 'list'],
      load: () => new Promise<string>((resolve) => answers.push(resolve)),
    };
    const cache = new QueryCache(createFakeDataPort());
    cache.subscribe(query, () => {});
    answers[0]!('first');
    await settled();
    void cache.invalidate(['notices']);
    void cache.invalidate(['notices']);
    expect(cache.state(query)).toEqual({ status: 'loading', data: 'first' });
    answers[2]!('newest');
    answers[1]!('older');
    await settled();
    expect(cache.state(query)).toEqual({ status: 'ready', data: 'newest' });
  });

  it("says a DataError's own message, and a general one for anything else", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = new DataError({ status: 403, code: 'forbidden', message: 'Only the hall office can do that.' });
    const query: Query<never> = { key: ['users', 'list'], load: () => Promise.reject(refused) };
    const cache = new QueryCache(createFakeDataPort());
    cache.subscribe(query, () => {});
    await settled();
    expect(cache.state(query)).toEqual({
      status: 'error',
      data: undefined,
      message: 'Only the hall office can do that.',
    });
    expect(problemText(new Error('offline'))).toBe('Something went wrong. Please try again.');
  });
});

describe('the query cache in an office session', () => {
  it('stays within its limit through 1,000 searches, and never forgets what is on screen', async () => {
    const asked = new Map<string, number>();
    const search = (text: string): Query<string> => ({
      key: ['hallFees', 'page', { idPrefix: text, limit: 50 }],
      load: async () => {
        asked.set(text, (asked.get(text) ?? 0) + 1);
        return `rows for ${text}`;
      },
    });
    const total: Query<number> = { key: ['hallFees', 'count', {}], load: vi.fn(async () => 100_000) };
    let cache: QueryCache | undefined;
    function Answer({ query }: { query: Query<unknown> }) {
      const state = useQuery(query);
      return <p>{state.status === 'ready' ? String(state.data) : 'loading'}</p>;
    }
    function Office({ text }: { text: string }) {
      cache = useQueryCache();
      return (
        <>
          <Answer query={total} />
          <Answer query={search(text)} />
        </>
      );
    }
    const port = createFakeDataPort();
    const shown = render(
      <DataContext.Provider value={port}>
        <Office text="0" />
      </DataContext.Provider>,
    );
    for (let n = 1; n <= 1_000; n += 1) {
      await act(async () => {
        shown.rerender(
          <DataContext.Provider value={port}>
            <Office text={String(n)} />
          </DataContext.Provider>,
        );
      });
      expect(cache!.size).toBeLessThanOrEqual(CACHE_LIMIT);
    }
    expect(screen.getByText('rows for 1000')).toBeInTheDocument();
    // The total stayed on screen all along: still cached, asked once.
    expect(screen.getByText('100000')).toBeInTheDocument();
    expect(total.load).toHaveBeenCalledOnce();
    expect(cache!.state(total)).toEqual({ status: 'ready', data: 100_000 });
    // The latest searches are kept; the first ones were forgotten and are asked again when shown.
    expect(cache!.state(search('999'))).toEqual({ status: 'ready', data: 'rows for 999' });
    expect(cache!.state(search('1'))).toEqual({ status: 'loading', data: undefined });
    await act(async () => {
      shown.rerender(
        <DataContext.Provider value={port}>
          <Office text="1" />
        </DataContext.Provider>,
      );
    });
    expect(await screen.findByText('rows for 1')).toBeInTheDocument();
    expect(asked.get('1')).toBe(2);
    expect(asked.get('999')).toBe(1);
  }, 60_000);

  it('forgets the least recently used first: an answer read again is kept', async () => {
    const query = (n: number): Query<number> => ({ key: ['complaints', 'count', { n }], load: async () => n });
    const cache = new QueryCache(createFakeDataPort(), 3);
    for (const n of [1, 2, 3]) await cache.fetch(query(n));
    await cache.fetch(query(1)); // used again: now the most recent
    await cache.fetch(query(4));
    expect(cache.size).toBe(3);
    expect(cache.state(query(1)).status).toBe('ready');
    expect(cache.state(query(2)).status).toBe('loading'); // forgotten
  });
});
