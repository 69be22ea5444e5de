import { useCallback, useState } from 'react';
import { messages } from '@hall/model';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { DataPort } from '../../lib/data/port.ts';
import { queries, type PagedGroup } from '../../lib/data/queries.ts';
import { problemText, useQuery, useQueryCache } from '../../lib/data/query.ts';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; total: number; more: boolean }
  | { status: 'error'; message: string };

/** A history shows this many submissions first, then as many more on each 'Load more'. */
export const HISTORY_PAGE = 50;

export type ItemOf<G extends PagedGroup> = Awaited<ReturnType<DataPort[G]['page']>>['items'][number];

/**
 * The signed-in student's own submissions of one kind, a page at a time (decision 016): the
 * first page and the count are queries; `loadMore` appends the pages after it.
 */
export function useMyList<G extends PagedGroup>(
  group: G,
): { state: ListState<ItemOf<G>>; loadMore: () => Promise<void> } {
  const { user } = useAuth();
  // One's own records wait for a verified address (decision 021): nothing is asked before.
  const unverified = user !== null && !user.emailVerified;
  const email = unverified ? null : (user?.email ?? null);
  const cache = useQueryCache();
  const first = useQuery(email ? queries.page(group, { email, limit: HISTORY_PAGE }) : null);
  const total = useQuery(email ? queries.count(group, { email }) : null);
  // The pages after the first, as 'Load more' brings them: [items, next cursor].
  const [later, setLater] = useState<{ items: ItemOf<G>[]; next: string | null } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const next = later ? later.next : first.status === 'ready' ? first.data.next : null;
  const loadMore = useCallback(async () => {
    if (!email || next === null) return;
    try {
      const page = await cache.fetch(queries.page(group, { email, limit: HISTORY_PAGE, after: next }));
      setLater((current) => ({ items: [...(current?.items ?? []), ...page.items], next: page.next }));
    } catch (error) {
      console.warn('Could not load more of the history:', error);
      setFailed(problemText(error));
    }
  }, [cache, email, group, next]);

  let state: ListState<ItemOf<G>>;
  if (unverified) state = { status: 'error', message: messages.api.emailUnverified };
  else if (failed !== null) state = { status: 'error', message: failed };
  else if (first.status === 'error') state = { status: 'error', message: first.message };
  else if (total.status === 'error') state = { status: 'error', message: total.message };
  else if (first.status === 'ready' && total.status === 'ready') {
    state = {
      status: 'ready',
      items: [...first.data.items, ...(later?.items ?? [])],
      total: total.data,
      more: next !== null,
    };
  } else state = { status: 'loading' };
  return { state, loadMore };
}
