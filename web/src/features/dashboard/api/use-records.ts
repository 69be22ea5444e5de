import { useCallback, useEffect, useState } from 'react';
import { DataError } from '../../../lib/data/port.ts';

export type RecordsState<T> =
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[]; message: string };

/** What a failed data call says to the administrator. */
export function problemText(error: unknown): string {
  if (error instanceof DataError) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Loads a list once (`load` must be stable) and lets the page change its local copy after an
 * approval or a deletion, so 5,000 rows are not fetched again for each click.
 */
export function useRecords<T>(load: () => Promise<T[]>, arrange: (items: T[]) => T[] = (items) => items) {
  const [state, setState] = useState<RecordsState<T>>({ status: 'loading', items: [] });

  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items: arrange(items) }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'error', items: [], message: problemText(error) });
      },
    );
    return () => {
      live = false;
    };
    // `arrange` is a plain module function at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const change = useCallback(
    (edit: (items: readonly T[]) => T[]) => setState((current) => ({ ...current, items: arrange(edit(current.items)) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { state, change };
}
