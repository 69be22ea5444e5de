import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { DataPort, ListFilter } from '../../../lib/data/port.ts';
import type { PagedGroup } from '../../../lib/data/queries.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { usePagedList } from './use-paged-list.ts';

/**
 * A list of requests (tokens, hall fees, rooms), read a page at a time, with the administrator's
 * two actions. Each runs through the port, then the group's queries load again, so the page
 * shows the server's order (an approved item moves up with the approved ones). Clear asks first
 * (the spec's dialog).
 */
export function useRequestList<G extends PagedGroup>(group: G, fixed?: ListFilter) {
  const paged = usePagedList(group, fixed);
  const mutate = useMutate();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const mark = useCallback((id: string, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  /** Sends the approval (`send`, e.g. with the allocated room); true when it was stored. */
  const approve = useCallback(
    async (id: string, send: (data: DataPort) => Promise<unknown>): Promise<boolean> => {
      mark(id, true);
      try {
        await mutate(send, [[group]]);
        return true;
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
        return false;
      } finally {
        mark(id, false);
      }
    },
    [group, mark, mutate],
  );

  const clear = useCallback(
    async (id: string, send: (data: DataPort) => Promise<unknown>): Promise<void> => {
      mark(id, true);
      try {
        await confirmAndDelete(() => mutate(send, [[group]]));
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        mark(id, false);
      }
    },
    [group, mark, mutate],
  );

  return { paged, busy, approve, clear };
}
