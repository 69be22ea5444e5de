import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import type { DataPort, ListFilter } from '../../../lib/data/port.ts';
import type { PagedGroup } from '../../../lib/data/queries.ts';
import { problemText, useMutate } from '../../../lib/data/query.ts';
import { askRejectReason } from '../utils/ask-reject-reason.ts';
import { confirmAndDelete } from '../utils/confirm-delete.ts';
import { waitForUndo } from '../utils/wait-for-undo.tsx';
import { usePagedList } from './use-paged-list.ts';
import { requestText } from '@hall/model/texts/dashboard';

/**
 * A list of requests (tokens, hall fees, rooms), read a page at a time, with the administrator's
 * actions. Each runs through the port, then the group's queries load again, so the page shows the
 * server's order (an approved item moves up with the approved ones). Approval waits a few seconds
 * for Undo, then is sent and is one-way; so is a rejection, which asks for the reason first
 * (decision 031); Clear asks first (the spec's dialog).
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

  /** Runs `action` with the item marked busy; a failure is said in a toast, or to `refused` (shown beside the item). */
  const guarded = useCallback(
    async (id: string, action: () => Promise<boolean>, refused?: (error: unknown) => void): Promise<boolean> => {
      mark(id, true);
      try {
        return await action();
      } catch (error) {
        if (refused) refused(error);
        else {
          console.error(error);
          toast.error(problemText(error));
        }
        return false;
      } finally {
        mark(id, false);
      }
    },
    [mark],
  );

  /**
   * After the Undo window, sends the approval (`send`, e.g. with the allocated room). `what` names
   * the item in the Undo toast; `refused` hears a failure instead of the toast (a room's refusal,
   * shown beside its request). True when it was stored; false when undone or failed.
   */
  const approve = useCallback(
    (
      id: string,
      send: (data: DataPort) => Promise<unknown>,
      what = requestText.theRequest,
      refused?: (error: unknown) => void,
    ): Promise<boolean> =>
      guarded(
        id,
        async () => {
          if ((await waitForUndo(id, what)) === 'undone') return false;
          await mutate(send, [[group]]);
          return true;
        },
        refused,
      ),
    [group, guarded, mutate],
  );

  /** Asks for the reason, then sends it with `send`. */
  const reject = useCallback(
    (id: string, send: (data: DataPort, reason: string) => Promise<unknown>): Promise<boolean> =>
      guarded(id, async () => {
        const reason = await askRejectReason();
        if (reason === null) return false;
        await mutate((data) => send(data, reason), [[group]]);
        return true;
      }),
    [group, guarded, mutate],
  );

  /** The spec's dialog first; `reliedOn` says what the student loses (an approved record). */
  const clear = useCallback(
    (id: string, send: (data: DataPort) => Promise<unknown>, reliedOn?: string): Promise<boolean> =>
      guarded(id, () => confirmAndDelete(() => mutate(send, [[group]]), reliedOn)),
    [group, guarded, mutate],
  );

  return { paged, busy, approve, reject, clear };
}
