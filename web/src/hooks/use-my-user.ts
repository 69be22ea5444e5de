import { useCallback, useEffect, useState } from 'react';
import type { StudentUser } from '@hall/model';
import { useData } from '../lib/data/context.ts';

/** The signed-in student's own user record (users.me()), never the whole users list. */
export type MyUserState =
  | { status: 'loading' }
  | { status: 'found'; user: StudentUser }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** `skip`: no request at all (the administrator has no user record: asking would only 404). */
export function useMyUser({ skip = false }: { skip?: boolean } = {}): MyUserState & { reload: () => void } {
  const data = useData();
  const [state, setState] = useState<MyUserState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (skip) return;
    let active = true;
    data.users.me().then(
      (user) => {
        if (active) setState(user ? { status: 'found', user } : { status: 'missing' });
      },
      (error: unknown) => {
        if (!active) return;
        console.warn('Could not load the user record:', error);
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [data, round, skip]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
