// The SPA's one data layer over the data port (decision 015): a query is a key and a port call;
// its answer is cached by key and shared by every component that shows it; a mutation
// invalidates the keys it changes, and what is on screen loads again. One state shape and one
// error text for every page. A small module rather than TanStack Query: that library alone is
// 10.5 kB gz, more than a route may grow (decision 015 has the figures). The home page's notice
// board keeps its own light loader (features/home/api/use-notices.ts): the home page must not grow.
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useData } from './context.ts';
import { DataError, type DataPort } from './port.ts';

/** What a query key holds: names, and the plain objects (filters) a call takes. */
export type QueryKey = readonly unknown[];

export interface Query<T> {
  key: QueryKey;
  load: (data: DataPort) => Promise<T>;
}

/** `data` stays while a query loads again (an invalidation), so a list does not blink. */
export type QueryState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | undefined; message: string };

/** What a failed data call says on a page. */
export function problemText(error: unknown): string {
  if (error instanceof DataError) return error.message;
  return 'Something went wrong. Please try again.';
}

interface Entry {
  state: QueryState<unknown>;
  query: Query<unknown>;
  listeners: Set<() => void>;
  /** Which load is the latest (0: not asked yet): an older answer arriving late is dropped. */
  round: number;
}

const LOADING: QueryState<never> = { status: 'loading', data: undefined };

const hashOf = (key: QueryKey) => JSON.stringify(key);

export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly data: DataPort) {}

  private entry(query: Query<unknown>): Entry {
    const hash = hashOf(query.key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: LOADING, query, listeners: new Set(), round: 0 };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private load(entry: Entry): Promise<void> {
    const round = ++entry.round;
    const settle = (state: QueryState<unknown>) => {
      if (round !== entry.round) return;
      entry.state = state;
      entry.listeners.forEach((listener) => listener());
    };
    if (entry.state.status !== 'loading') settle({ status: 'loading', data: entry.state.data });
    return entry.query.load(this.data).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        console.warn('A data query failed:', entry.query.key, error);
        settle({ status: 'error', data: entry.state.data, message: problemText(error) });
      },
    );
  }

  state<T>(query: Query<T>): QueryState<T> {
    return this.entry(query as Query<unknown>).state as QueryState<T>;
  }

  subscribe(query: Query<unknown>, listener: () => void): () => void {
    const entry = this.entry(query);
    // Asked when first shown (after the render that shows 'loading'), and again when shown after
    // nobody showed it: what is cached shows while it loads afresh.
    if (entry.round === 0 || (entry.listeners.size === 0 && entry.state.status !== 'loading')) void this.load(entry);
    entry.listeners.add(listener);
    return () => entry.listeners.delete(listener);
  }

  /** The answer, from the cache when there is one (a CSV export reading pages already shown). */
  async fetch<T>(query: Query<T>): Promise<T> {
    const cached = this.entries.get(hashOf(query.key))?.state;
    if (cached?.status === 'ready') return cached.data as T;
    return query.load(this.data);
  }

  /**
   * After a change: every query whose key starts with `prefix` is stale. Those on screen load
   * again (the promise settles when they have); the others are forgotten and load when next shown.
   */
  async invalidate(prefix: QueryKey): Promise<void> {
    const head = prefix.map((part) => JSON.stringify(part));
    const loads: Promise<void>[] = [];
    for (const [hash, entry] of this.entries) {
      const key = entry.query.key;
      if (!head.every((part, index) => JSON.stringify(key[index]) === part)) continue;
      if (entry.listeners.size > 0) loads.push(this.load(entry));
      else this.entries.delete(hash);
    }
    await Promise.all(loads);
  }
}

// One cache per data port (a test's fake port gets its own), made when a page first asks: only
// the pages that load data import this module, so the home page never does.
const caches = new WeakMap<DataPort, QueryCache>();

/** The query cache of the data port in use. */
export function useQueryCache(): QueryCache {
  const data = useData();
  let cache = caches.get(data);
  if (!cache) {
    cache = new QueryCache(data);
    caches.set(data, cache);
  }
  return cache;
}

/** A query's state, loading it when first shown. `null`: nothing is asked (not signed in yet). */
export function useQuery<T>(query: Query<T> | null): QueryState<T> {
  const cache = useQueryCache();
  const hash = query ? hashOf(query.key) : null;
  // The key, not the object, says which query this is: a new object with the same key is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => query, [hash]);
  // A state update, not useSyncExternalStore: React renders an answer in its own time, as it
  // would a fetch's setState (an external store's change is rendered at once, synchronously).
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  useEffect(() => (stable ? cache.subscribe(stable as Query<unknown>, rendered) : undefined), [cache, stable]);
  return stable ? cache.state(stable) : LOADING;
}

/** Runs a change through the port, then invalidates what it changed. */
export function useMutate() {
  const cache = useQueryCache();
  const data = useData();
  return useCallback(
    async <T>(change: (data: DataPort) => Promise<T>, invalidates: readonly QueryKey[]): Promise<T> => {
      const answer = await change(data);
      // Settles once what is on screen shows the change.
      await Promise.all(invalidates.map((key) => cache.invalidate(key)));
      return answer;
    },
    [cache, data],
  );
}
