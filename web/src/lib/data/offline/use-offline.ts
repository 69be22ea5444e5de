// The offline pieces as React sees them (issue 33): whether a last copy is on screen, the signed-in
// account's kept forms, and the sender that sends them when the network returns.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { messages } from '@hall/model';
import { offlineText } from '@hall/model/texts/offline';
import { toast } from '../../../components/ui/toast.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { newIdempotencyKey } from '../adapters/http-transport.ts';
import { DataError } from '../port.ts';
import { useMutate, useQueryCache } from '../query.ts';
import { deviceCopies } from './last-copies.ts';
import { deviceOutbox, isTryLater, sendKept, type OutboxEntry, type OutboxKind } from './outbox.ts';

/** The groups whose last copies a page may show, loaded afresh when the network returns. */
const COPIED_GROUPS = [
  ['users'],
  ['tokenPurchases'],
  ['hallFees'],
  ['roomAllotments'],
  ['complaints'],
  ['rooms'],
  ['dining'],
];

/** When the oldest last copy on screen was read from the portal; null while the page is live. */
export function useShownAsOf(): number | null {
  return useSyncExternalStore(
    (listener) => deviceCopies.subscribe(listener),
    () => deviceCopies.shownAsOf(),
  );
}

const NONE: readonly OutboxEntry[] = [];

/** The signed-in account's forms waiting to be sent, oldest first. */
export function useKeptForms(): readonly OutboxEntry[] {
  const uid = useAuth().user?.uid ?? null;
  const all = useSyncExternalStore(
    (listener) => deviceOutbox.subscribe(listener),
    () => deviceOutbox.all(),
  );
  return uid === null ? NONE : all.filter((entry) => entry.uid === uid);
}

/** What each form says when it is stored: the same words as when it was sent online. */
const LANDED: Record<OutboxKind, () => string> = {
  tokenPurchases: () => messages.forms.tokenSubmitted,
  hallFees: () => messages.forms.hallFeeSubmitted,
  roomAllotments: () => messages.forms.roomApplicationSubmitted,
  complaints: () => messages.forms.complaintSubmitted,
};

/**
 * Sends the account's kept forms on mount (the app's start), when the browser is back online and
 * when the tab is shown again; returns `sendNow(key)` for a form kept too long to go unasked.
 */
export function useOutboxSender(): (key: string) => Promise<void> {
  const uid = useAuth().user?.uid ?? null;
  const mutate = useMutate();
  const cache = useQueryCache();
  const send = useCallback(
    async (asked?: string) => {
      if (uid === null || deviceOutbox.of(uid).length === 0) return;
      await mutate(
        (data) =>
          sendKept(
            deviceOutbox,
            data,
            uid,
            {
              landed: (entry) => toast.success(LANDED[entry.kind]()),
              refused: (entry, error) =>
                toast.error(
                  offlineText.refused(
                    offlineText.forms[entry.kind],
                    error instanceof DataError ? error.message : messages.api.internal,
                  ),
                ),
            },
            asked,
          ),
        // The histories load afresh, with what landed in them.
        [['tokenPurchases'], ['hallFees'], ['roomAllotments'], ['complaints']],
      );
    },
    [mutate, uid],
  );
  useEffect(() => {
    const sendWhenShown = () => document.visibilityState === 'visible' && void send();
    const sendNow = () => void send();
    const backOnline = () => {
      if (deviceCopies.shownAsOf() !== null) COPIED_GROUPS.forEach((key) => void cache.invalidate(key));
      sendNow();
    };
    sendNow();
    window.addEventListener('online', backOnline);
    document.addEventListener('visibilitychange', sendWhenShown);
    return () => {
      window.removeEventListener('online', backOnline);
      document.removeEventListener('visibilitychange', sendWhenShown);
    };
  }, [cache, send]);
  return send;
}

/**
 * A student form's send, kept in the outbox when the portal cannot be reached (the browser offline,
 * or the adapter's last try failed): `send` gets the submission's key, made once here and kept with
 * the form, so a later send of it is the same submission. Resolves with the answer, or null when kept.
 */
export function useSendOrKeep() {
  const uid = useAuth().user?.uid ?? null;
  return useCallback(
    async <T>(kind: OutboxKind, input: unknown, send: (key: string) => Promise<T>): Promise<T | null> => {
      const key = newIdempotencyKey();
      try {
        if (navigator.onLine === false)
          throw new DataError({ status: 0, code: 'network_error', message: messages.api.unreachable });
        return await send(key);
      } catch (error) {
        if (uid === null || !isTryLater(error) || !deviceOutbox.keep({ key, uid, kind, input })) throw error;
        toast.success(offlineText.kept);
        return null;
      }
    },
    [uid],
  );
}
