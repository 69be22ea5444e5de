// Live lists (issue 19): what the portal tells a signed-in page when a request changes, so lists
// and histories follow without a reload. Locally the API pushes these (GET /api/live); in
// firebase mode the SPA derives them from Firestore listeners. Either way a change names the
// record and its state, never its contents: the page reads the record through its usual query.
import { isApproved, isRejected } from './approval.ts';
import { liveMessages } from './texts/live.ts';

/** The collections whose changes are pushed: the ones students file and the office decides. */
export const LIVE_GROUPS = ['tokenPurchases', 'hallFees', 'roomAllotments', 'complaints'] as const;
export type LiveGroup = (typeof LIVE_GROUPS)[number];

export type LiveState = 'pending' | 'approved' | 'rejected';

export interface LiveChange {
  group: LiveGroup;
  /** The record's `_id`. */
  id: string;
  kind: 'added' | 'changed' | 'removed';
  /** The record's state after the change (before it, for a removal). */
  state: LiveState;
}

/** Whether a change left its record approved. */
export const approvedChange = (change: Pick<LiveChange, 'state'>): boolean => change.state === 'approved';

export const liveStateOf = (record: object): LiveState =>
  isApproved(record) ? 'approved' : isRejected(record) ? 'rejected' : 'pending';

export { liveMessages };

/** The toast for a decision on the student's own request, or null when the change is not a decision. */
export function decisionMessage(change: LiveChange): string | null {
  if (change.kind !== 'changed' || change.state === 'pending' || change.group === 'complaints') return null;
  return liveMessages[change.group][change.state];
}

/** A LiveChange as received over the wire, or null for anything else (a stream is untrusted text). */
export function parseLiveChange(value: unknown): LiveChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const { group, id, kind, state } = value as Record<string, unknown>;
  if (!LIVE_GROUPS.includes(group as LiveGroup) || typeof id !== 'string' || id === '') return null;
  if (kind !== 'added' && kind !== 'changed' && kind !== 'removed') return null;
  if (state !== 'pending' && state !== 'approved' && state !== 'rejected') return null;
  return { group: group as LiveGroup, id, kind, state };
}
