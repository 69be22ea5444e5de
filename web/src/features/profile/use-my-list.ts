import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { PagedList } from '../../lib/data/port.ts';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; total: number; more: boolean }
  | { status: 'error'; message: string };

/** A history shows this many submissions first, then as many more on each 'Load more'. */
export const HISTORY_PAGE = 50;

/**
 * The signed-in student's own submissions of one kind, a page at a time (decision 016): the
 * first page and the count, then `loadMore` appends the next page.
 */
export function useMyList<T>(source: PagedList<T>): { state: ListState<T>; loadMore: () => Promise<void> } {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    if (!email) return;
    let active = true;
    Promise.all([source.page({ email, limit: HISTORY_PAGE }), source.count({ email })]).then(
      ([page, total]) => {
        if (!active) return;
        setNext(page.next);
        setState({ status: 'ready', items: page.items, total, more: page.next !== null });
      },
      (error: unknown) => {
        console.warn('Could not load the history:', error);
        if (active) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [email, source]);

  const loadMore = useCallback(async () => {
    if (!email || next === null) return;
    try {
      const page = await source.page({ email, limit: HISTORY_PAGE, after: next });
      setNext(page.next);
      setState((current) => (current.status === 'ready' ? { ...current, items: [...current.items, ...page.items], more: page.next !== null } : current));
    } catch (error) {
      console.warn('Could not load more of the history:', error);
      setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, [email, next, source]);

  return { state, loadMore };
}
