import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { approvedFirst, APPROVED_STATUS, REJECTED_STATUS } from '@hall/model';
import type { ListFilter, PagedList } from '../../../lib/data/port.ts';
import { askRejectReason } from '../utils/ask-reject-reason.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { waitForUndo } from '../utils/wait-for-undo.tsx';
import { usePagedList } from './use-paged-list.ts';
import { problemText } from './use-records.ts';

type Request = { _id: string; createdAt: string; status?: string; rejectReason?: string };

/**
 * A list of requests (tokens, hall fees, rooms), read a page at a time, with the administrator's
 * actions. Approval waits a few seconds for Undo, then is sent and is one-way (the server lists it
 * with the approved ones from the next load, and on this page it moves up with them); so is a
 * rejection, which asks for the reason first (decision 019); Clear asks first (the spec's dialog).
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

  /**
   * After the Undo window, calls `send`, then shows the item as approved with `changes` (e.g. the
   * allocated room). `what` names the item in the Undo toast. False when undone or failed.
   */
  const approve = useCallback(
    async (id: string, send: () => Promise<unknown>, changes: Partial<T> = {}, what = 'the request'): Promise<boolean> => {
      mark(id, true);
      try {
        if ((await waitForUndo(id, what)) === 'undone') return false;
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

  /** Asks for the reason, sends it with `send`, then shows the item as rejected. */
  const reject = useCallback(
    async (id: string, send: (reason: string) => Promise<unknown>): Promise<void> => {
      mark(id, true);
      try {
        const reason = await askRejectReason();
        if (reason === null) return;
        await send(reason);
        change((items) => items.map((item) => (item._id === id ? { ...item, status: REJECTED_STATUS, rejectReason: reason } : item)));
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        mark(id, false);
      }
    },
    [change, mark],
  );

  const clear = useCallback(
    async (id: string, send: () => Promise<unknown>, reliedOn?: string): Promise<void> => {
      mark(id, true);
      try {
        if (await confirmAndDelete(send, reliedOn)) removed(id);
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        mark(id, false);
      }
    },
    [removed, mark],
  );

  return { paged, busy, approve, reject, clear };
}
