import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { APPROVED_STATUS } from '@hall/model';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { approvedFirst } from '../utils/order.ts';
import { problemText, useRecords } from './use-records.ts';

type Request = { _id: string; createdAt: string; status?: string };

/**
 * A list of requests (tokens, hall fees, rooms) with the administrator's two actions. Approval
 * is one-way and moves the item up with the approved ones; Clear asks first (the spec's dialog).
 */
export function useRequestList<T extends Request>(load: () => Promise<T[]>) {
  const { state, change } = useRecords(load, approvedFirst);
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
        change((items) => items.map((item) => (item._id === id ? { ...item, ...changes, status: APPROVED_STATUS } : item)));
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
        if (await confirmAndDelete(send)) change((items) => items.filter((item) => item._id !== id));
      } catch (error) {
        console.error(error);
        toast.error(problemText(error));
      } finally {
        mark(id, false);
      }
    },
    [change, mark],
  );

  return { state, change, busy, approve, clear };
}
