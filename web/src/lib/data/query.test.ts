import { describe, expect, it, vi } from 'vitest';
import { createFakeDataPort } from '../../testing/fake-data.ts';
import { DataError } from './port.ts';
import { problemText, QueryCache, type Query } from './query.ts';

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
