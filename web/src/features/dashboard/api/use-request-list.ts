import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { approvedFirst, APPROVED_STATUS } from '@hall/model';
import type { ListFilter, PagedList } from '../../../lib/data/port.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { usePagedList } from './use-paged-list.ts';
import { problemText } from './use-records.ts';

type Request = { _id: string; createdAt: string; status?: string };

/**
 * A list of requests (tokens, hall fees, rooms), read a page at a time, with the administrator's
 * two actions. Approval is one-way (the server lists it with the approved ones
 * from the next load, and on this page it moves up with them); Clear asks first (the spec's dialog).
 */
export function useRequestList<T extends Request>(source: PagedList<T>, fixed?: ListFilter) {
  const paged = usePagedList(source, fixed);
  const { change, removed } = paged;
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const mark = useCallback((id: string, on: boolean) => {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  /** Calls `send`, then shows the item as approved with `changes` (e.g. the allocated room). */
  const approve = useCallback(
    async (id: string, send: () => Promise<unknown>, changes: Partial<T> = {}): Promise<boolean> => {
      mark(id, true);
      try {
        await send();
        // Up with the approved ones of the page, as the server will list it.
        change((items) => approvedFirst(items.map((item) => (item._id === id ? { ...item, ...changes, status: APPROVED_STATUS } : item))));
        return true;
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
        return false;
      } finally {
        mark(id, false);
      }
    },
    [change, mark],
  );

  const clear = useCallback(
    async (id: string, send: () => Promise<unknown>): Promise<void> => {
      mark(id, true);
      try {
        if (await confirmAndDelete(send)) removed(id);
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        mark(id, false);
      }
    },
    [removed, mark],
  );

  return { paged, busy, approve, clear };
}
