import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataContext } from '../../lib/data/context.ts';
import { createFakeDataPort, emptyKitchenCounts, fakeDiningDays } from '../../testing/fake-data.ts';
import { RELOAD_WINDOW_MS, useKitchenCounts } from './use-kitchen-counts.ts';

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';

/** Lets `ms` of fake time pass, with the promises it settles. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The hook on a fake port whose count says `tokens` today; `served()` is that number now. */
function mountCounts() {
  let tokens = 0;
  const counts = vi.fn(async () => {
    const answer = emptyKitchenCounts(TODAY, TOMORROW);
    return { ...answer, today: { ...answer.today, tokens } };
  });
  const watchDay = fakeDiningDays();
  const port = createFakeDataPort({ dining: { counts, watchDay } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataContext.Provider value={port}>{children}</DataContext.Provider>
  );
  const hook = renderHook(() => useKitchenCounts(), { wrapper });
  return {
    counts,
    hook,
    /** A serving on `day`, the count now `next` tokens. */
    change(next: number, day = TODAY) {
      tokens = next;
      watchDay.change(day);
    },
    shown: () => hook.result.current.data?.today.tokens,
  };
}

describe('the kitchen’s count, live', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads soon after a first change, then at most once a window, that reload carrying the last change', async () => {
    const page = mountCounts();
    await pass(0);
    expect(page.counts).toHaveBeenCalledOnce();

    page.change(1);
    await pass(100);
    expect(page.counts).toHaveBeenCalledOnce();
    await pass(100);
    expect(page.counts).toHaveBeenCalledTimes(2);
    expect(page.shown()).toBe(1);

    // A busy counter: a serving every 200 ms, on either day, for the whole window.
    for (let served = 2; served <= 15; served++) {
      page.change(served, served % 2 ? TOMORROW : TODAY);
      await pass(200);
    }
    // 2.8 s after the reload: nothing asked yet.
    expect(page.counts).toHaveBeenCalledTimes(2);
    await pass(RELOAD_WINDOW_MS);
    expect(page.counts).toHaveBeenCalledTimes(3);
    expect(page.shown()).toBe(15);

    // Quiet: nothing more is asked.
    await pass(10 * RELOAD_WINDOW_MS);
    expect(page.counts).toHaveBeenCalledTimes(3);

    // A change after a quiet window is followed soon again.
    page.change(16);
    await pass(200);
    expect(page.counts).toHaveBeenCalledTimes(4);
    expect(page.shown()).toBe(16);
  });

  it('asks nothing more once the page is closed with a reload still due', async () => {
    const page = mountCounts();
    await pass(0);
    page.change(1);
    await pass(200);
    page.change(2);
    page.hook.unmount();
    await pass(2 * RELOAD_WINDOW_MS);
    expect(page.counts).toHaveBeenCalledTimes(2);
  });
});
