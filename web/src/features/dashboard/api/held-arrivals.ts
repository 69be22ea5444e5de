import { useCallback, useSyncExternalStore } from 'react';
import {
  APPROVED_PART,
  approvedChange,
  LIVE_GROUPS,
  type LiveChange,
  type LiveGroup,
  type LiveState,
  type StatusFilter,
} from '@hall/model';
import type { QueryCache } from '../../../lib/data/query.ts';

/**
 * Requests that students filed while the office has a list open (issue 35). They are not put
 * into the list at once, which would move the row under the office's pointer: the list offers
 * "1 new request" instead, and shows them when that is clicked, or with the next reload of the
 * list (the office's own approve or clear, another page, a search).
 */
export class HeldArrivals {
  private readonly held = new Map<LiveGroup, Map<string, LiveState>>();
  private readonly listeners = new Set<() => void>();

  /** Holds a filing (kind 'added'); true when held, false for any other change (reloaded as before). */
  hold(change: LiveChange): boolean {
    if (change.kind !== 'added') return false;
    const group = this.held.get(change.group) ?? new Map<string, LiveState>();
    if (group.get(change.id) === change.state) return true;
    group.set(change.id, change.state);
    this.held.set(change.group, group);
    this.changed();
    return true;
  }

  /** How many held arrivals a list of `group` would show: an approved-only list shows no new filing. */
  count(group: LiveGroup, status?: StatusFilter): number {
    let count = 0;
    for (const state of this.held.get(group)?.values() ?? []) {
      if (status === undefined || approvedChange({ state }) === (status === APPROVED_PART)) count += 1;
    }
    return count;
  }

  /** The list of `group` loaded afresh, so it shows what was held. */
  forget(group: LiveGroup): void {
    if (this.held.delete(group)) this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.listeners.forEach((listener) => listener());
  }
}

// One per query cache (so per data port: each test's fake port starts with none held).
const perCache = new WeakMap<QueryCache, HeldArrivals>();

export function heldArrivalsOf(cache: QueryCache): HeldArrivals {
  let arrivals = perCache.get(cache);
  if (!arrivals) {
    arrivals = new HeldArrivals();
    perCache.set(cache, arrivals);
  }
  return arrivals;
}

/** How many held arrivals the list shows a button for; 0 where nothing is held (or none fits the list). */
export function useHeldCount(cache: QueryCache, group: string, status?: StatusFilter): number {
  const arrivals = heldArrivalsOf(cache);
  const read = useCallback(() => (isLiveGroup(group) ? arrivals.count(group, status) : 0), [arrivals, group, status]);
  return useSyncExternalStore(arrivals.subscribe, read);
}

export const isLiveGroup = (group: string): group is LiveGroup => LIVE_GROUPS.includes(group as LiveGroup);
