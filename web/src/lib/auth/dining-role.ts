// Whether the signed-in account is the office, dining staff or neither (issue 30): the top bar's
// links (components/layout/role-links.tsx), where signing in lands, who opens /dining. Only a
// hint, as isAdmin is: the API decides. One question per account and session; no query layer
// (the top bar loads this once signed in).
import { useEffect, useState } from 'react';
import { useData } from '../data/context.ts';
import type { DataPort } from '../data/port.ts';
import { useAuth } from './auth-context.ts';

/** 'unknown' while the API is asked (a signed-in account that is not the office). */
export type DiningRole = 'office' | 'staff' | 'none' | 'unknown';

const answers = new WeakMap<DataPort, Map<string, Promise<boolean>>>();

/** Whether the account `uid` is on the dining staff list, asked once per port and account. */
export function isDiningStaff(data: DataPort, uid: string): Promise<boolean> {
  let byAccount = answers.get(data);
  if (!byAccount) answers.set(data, (byAccount = new Map()));
  let answer = byAccount.get(uid);
  if (!answer) {
    const asked = byAccount;
    answer = data.dining.role().then(
      ({ staff }) => staff,
      (error: unknown) => {
        // Asked again next time (offline, say); meanwhile the account reads as not staff.
        asked.delete(uid);
        console.warn('The dining role could not be read:', error);
        return false;
      },
    );
    byAccount.set(uid, answer);
  }
  return answer;
}

/** The signed-in account's dining role (the office's is known without asking). */
export function useDiningRole(): DiningRole {
  const { status, user, isAdmin } = useAuth();
  const data = useData();
  const uid = user?.uid ?? '';
  const ask = status === 'signed-in' && user !== null && !isAdmin;
  const [known, setKnown] = useState<{ uid: string; staff: boolean } | null>(null);
  useEffect(() => {
    if (!ask) return;
    let active = true;
    void isDiningStaff(data, uid).then((staff) => active && setKnown({ uid, staff }));
    return () => {
      active = false;
    };
  }, [ask, data, uid]);
  if (isAdmin) return 'office';
  if (!ask) return 'none';
  if (known?.uid !== uid) return 'unknown';
  return known.staff ? 'staff' : 'none';
}
