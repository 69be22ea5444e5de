import { useMemo } from 'react';
import { messages } from '@hall/model';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { newestFirstPages } from '../../lib/data/newest-first.ts';
import { usePagedQuery } from '../../lib/data/paged-query.ts';
import type { ItemOf, PagedGroup } from '../../lib/data/queries.ts';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: readonly T[]; total: number; more: boolean }
  | { status: 'error'; message: string };

/** A history shows this many submissions first, then as many more on each 'Load more'. */
export const HISTORY_PAGE = 50;

/**
 * The signed-in student's own submissions of one kind, newest filed first, a page at a time
 * (decision 016): the pages and the count are queries; `loadMore` appends the next page.
 */
export function useMyList<G extends PagedGroup>(
  group: G,
): { state: ListState<ItemOf<G>>; loadMore: () => Promise<void> } {
  const { user } = useAuth();
  // One's own records wait for a verified address (decision 021): nothing is asked before.
  const unverified = user !== null && !user.emailVerified;
  const email = unverified ? null : (user?.email ?? null);
  const source = useMemo(() => (email ? newestFirstPages(group, { email }, HISTORY_PAGE) : null), [group, email]);
  const { state: pages, count, hasNext, loadMore } = usePagedQuery(source, 'all');

  let state: ListState<ItemOf<G>>;
  if (unverified) state = { status: 'error', message: messages.api.emailUnverified };
  else if (pages.status === 'error') state = { status: 'error', message: pages.message };
  else if (count.status === 'error') state = { status: 'error', message: count.message };
  else if (pages.status === 'ready' && count.status === 'ready') {
    state = { status: 'ready', items: pages.data, total: count.data, more: hasNext };
  } else state = { status: 'loading' };
  return { state, loadMore };
}
