import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context.ts';

export type ListState<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error'; message: string };

/** The signed-in student's own submissions of one kind (the port's listMine). */
export function useMyList<T>(listMine: (email: string) => Promise<T[]>): ListState<T> {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  useEffect(() => {
    if (!email) return;
    let active = true;
    listMine(email).then(
      (items) => active && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.warn('Could not load the history:', error);
        if (active) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [email, listMine]);
  return state;
}
