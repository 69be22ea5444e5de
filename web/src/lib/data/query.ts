// The SPA's one data layer over the data port (decision 015): a query is a key and a port call;
// its answer is cached by key and shared by every component that shows it; a mutation
// invalidates the keys it changes, and what is on screen loads again. One state shape and one
// error text for every page. A small module rather than TanStack Query: that library alone is
// 10.5 kB gz, more than a route may grow (decision 015 has the figures). The home page's notice
// board keeps its own light loader (features/home/api/use-notices.ts): the home page must not grow.
import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { queryText } from '@hall/model/texts/query';
import { AuthContext } from '../auth/auth-context.ts';
import { useData } from './context.ts';
import { deviceCopies, withLastCopies } from './offline/last-copies.ts';
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
  return queryText.failed;
}

interface Entry {
  state: QueryState<unknown>;
  query: Query<unknown>;
  listeners: Set<() => void>;
  /** Which load is the latest (0: not asked yet): an older answer arriving late is dropped. */
  round: number;
  /** The load in flight, shared by whoever asks meanwhile. */
  loading: Promise<unknown> | null;
  /** Shown before and not since: shown again, it loads afresh (what is cached shows meanwhile). */
  stale: boolean;
}

const LOADING: QueryState<never> = { status: 'loading', data: undefined };

const hashOf = (key: QueryKey) => JSON.stringify(key);

/**
 * How many answers the cache keeps. Those on screen always stay; of the others, the least
 * recently used go first (an office session types hundreds of searches).
 */
export const CACHE_LIMIT = 100;

export class QueryCache {
  /** Least recently used first: a use moves an entry to the end. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly data: DataPort,
    private readonly limit = CACHE_LIMIT,
  ) {}

  /** How many answers are kept. */
  get size(): number {
    return this.entries.size;
  }

  private entry(query: Query<unknown>): Entry {
    const hash = hashOf(query.key);
    let entry = this.entries.get(hash);
    if (entry) this.entries.delete(hash);
    else entry = { state: LOADING, query, listeners: new Set(), round: 0, loading: null, stale: false };
    this.entries.set(hash, entry);
    this.evict(entry);
    return entry;
  }

  /** Forgets the least recently used answers nobody shows, down to the limit (never `keep`). */
  private evict(keep: Entry) {
    for (const [hash, entry] of this.entries) {
      if (this.entries.size <= this.limit) return;
      if (entry !== keep && entry.listeners.size === 0) this.entries.delete(hash);
    }
  }

  /** Loads the entry afresh; resolves with the port's answer or rejects with its error. */
  private load(entry: Entry): Promise<unknown> {
    const round = ++entry.round;
    const settle = (state: QueryState<unknown>) => {
      if (round !== entry.round) return;
      entry.state = state;
      entry.loading = null;
      entry.listeners.forEach((listener) => listener());
    };
    if (entry.state.status !== 'loading') settle({ status: 'loading', data: entry.state.data });
    const answer = entry.query.load(this.data);
    entry.loading = answer;
    answer.then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        console.warn('A data query failed:', entry.query.key, error);
        settle({ status: 'error', data: entry.state.data, message: problemText(error) });
      },
    );
    return answer;
  }

  /** What the cache holds for the query (loading when nothing yet); reads only, as a render must. */
  state<T>(query: Query<T>): QueryState<T> {
    return (this.entries.get(hashOf(query.key))?.state ?? LOADING) as QueryState<T>;
  }

  subscribe(query: Query<unknown>, listener: () => void): () => void {
    const entry = this.entry(query);
    entry.listeners.add(listener);
    // Asked when first shown (after the render that shows 'loading'), and again when shown after
    // nobody showed it: what is cached shows while it loads afresh.
    if (entry.round === 0 || (entry.stale && entry.state.status !== 'loading')) void this.load(entry).catch(() => {});
    entry.stale = false;
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) entry.stale = true;
    };
  }

  /**
   * The answer, from the cache when there is one (the page on screen); kept for whoever shows it
   * next (a history's next page, loaded before it shows), unless `keep` is false (a CSV export's
   * pages, read once).
   */
  async fetch<T>(query: Query<T>, { keep = true } = {}): Promise<T> {
    if (!keep && !this.entries.has(hashOf(query.key))) return query.load(this.data);
    const entry = this.entry(query as Query<unknown>); // now the most recently used
    // An answer shown before and not since may be old: loaded afresh, as showing it would.
    if (entry.state.status === 'ready' && !entry.stale) return entry.state.data as T;
    if (entry.loading) return entry.loading as Promise<T>;
    entry.stale = false;
    return this.load(entry) as Promise<T>;
  }

  /**
   * After a change: every query whose key starts with `prefix` is stale. Those on screen load
   * again (the promise settles when they have); the others are forgotten and load when next shown.
   */
  async invalidate(prefix: QueryKey): Promise<void> {
    const head = prefix.map((part) => JSON.stringify(part));
    const shown: Entry[] = [];
    for (const [hash, entry] of this.entries) {
      const key = entry.query.key;
      if (!head.every((part, index) => JSON.stringify(key[index]) === part)) continue;
      if (entry.listeners.size > 0) shown.push(entry);
      else this.entries.delete(hash);
    }
    await Promise.all(shown.map((entry) => this.load(entry).catch(() => {})));
  }
}

// One cache per data port (a test's fake port gets its own), made when a page first asks: only
// the pages that read or write data import this module, so the home page never does.
const caches = new WeakMap<DataPort, QueryCache>();
/** Whose last copies the student's reads keep and show (issue 33): the account signed in now. */
const copiesFor: { uid: string | null } = { uid: null };

/** The query cache of the data port in use; the student's own reads keep their last copy on the device. */
export function useQueryCache(): QueryCache {
  const data = useData();
  copiesFor.uid = useContext(AuthContext)?.user?.uid ?? null;
  let cache = caches.get(data);
  if (!cache) {
    cache = new QueryCache(withLastCopies(data, () => copiesFor.uid, deviceCopies));
    caches.set(data, cache);
  }
  return cache;
}

/**
 * The states of several queries (a list's pages), each loaded when first shown, as one stable
 * array: a new array only when one of them changed (useSyncExternalStore compares snapshots).
 */
export function useQueries<T>(queries: readonly Query<T>[]): readonly QueryState<T>[] {
  const cache = useQueryCache();
  // The keys, not the objects, say which queries these are: new objects with the same keys are the same.
  const hash = hashOf(queries.map((query) => query.key));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => queries, [hash]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = stable.map((query) => cache.subscribe(query as Query<unknown>, listener));
      return () => stops.forEach((stop) => stop());
    },
    [cache, stable],
  );
  const last = useRef<readonly QueryState<T>[]>([]);
  const snapshot = useCallback(() => {
    const states = stable.map((query) => cache.state(query));
    const before = last.current;
    if (states.length === before.length && states.every((state, index) => state === before[index])) return before;
    last.current = states;
    return states;
  }, [cache, stable]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A query's state, loading it when first shown. `null`: nothing is asked (not signed in yet). */
export function useQuery<T>(query: Query<T> | null): QueryState<T> {
  return useQueries(query ? [query] : [])[0] ?? LOADING;
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
