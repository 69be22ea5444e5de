import { useCallback } from 'react';
import type { StudentUser } from '@hall/model';
import { queries } from '../lib/data/queries.ts';
import { useQuery, useQueryCache } from '../lib/data/query.ts';

/** The signed-in student's own user record (users.me()), never the whole users list. */
export type MyUserState =
  | { status: 'loading' }
  | { status: 'found'; user: StudentUser }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** `skip`: no request at all (the administrator has no user record: asking would only 404). */
export function useMyUser({ skip = false }: { skip?: boolean } = {}): MyUserState & { reload: () => void } {
  const cache = useQueryCache();
  const state = useQuery(skip ? null : queries.me());
  const reload = useCallback(() => void cache.invalidate(queries.me().key), [cache]);
  if (state.status === 'error') return { status: 'error', message: state.message, reload };
  // Loading again after an update: the record on screen stays until the new one arrives.
  if (state.data === undefined) return { status: 'loading', reload };
  return state.data ? { status: 'found', user: state.data, reload } : { status: 'missing', reload };
}
