import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { requestText } from '@hall/model/texts/dashboard';
import { plainNumber } from './numbers.ts';

/** How long an approval waits for Undo before it is sent (after that it is one-way, as the spec says). */
export const UNDO_WINDOW_MS = 5000;

const waiting = new Set<string>();
// Each wait its own toast: a dismissed toast keeps its id for a moment, and reusing it would update a hidden toast.
let waits = 0;

// Closing the tab inside the window would drop an approval the office thinks is on its way.
function askBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  event.returnValue = '';
}

/**
 * Shows 'Approving …' with an Undo button (its seconds left beside it) for UNDO_WINDOW_MS. Resolves 'send' when the window
 * closes, or 'undone' when Undo is pressed first. The timer is the module's, not a component's:
 * moving to another section does not cancel an approval, it is sent on time.
 */
export function waitForUndo(key: string, what: string): Promise<'send' | 'undone'> {
  return new Promise((resolve) => {
    if (waiting.size === 0) window.addEventListener('beforeunload', askBeforeLeaving);
    waiting.add(key);
    waits += 1;
    const toastId = `approve-${key}-${waits}`;
    const finish = (answer: 'send' | 'undone') => {
      clearTimeout(timer);
      if (!waiting.delete(key)) return;
      if (waiting.size === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
      toast.dismiss(toastId);
      resolve(answer);
    };
    const timer = setTimeout(() => finish('send'), UNDO_WINDOW_MS);
    toast(
      <UndoToast what={what} sendsAt={Date.now() + UNDO_WINDOW_MS} onUndo={() => finish('undone')} />,
      // Kept until the window closes (finish dismisses it), even while hovered.
      { id: toastId, duration: Infinity },
    );
  });
}

/** Whole seconds until `at`, at least 1 while the window is open. */
const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** 'Approving …' and 'Undo (5)', counting down the seconds left to change one's mind. */
function UndoToast({ what, sendsAt, onUndo }: { what: string; sendsAt: number; onUndo: () => void }) {
  const [left, setLeft] = useState(() => secondsUntil(sendsAt));
  useEffect(() => {
    // A quarter second: the number turns close to each whole second without a timer per second drifting.
    const tick = setInterval(() => setLeft(secondsUntil(sendsAt)), 250);
    return () => clearInterval(tick);
  }, [sendsAt]);
  return (
    <span className="undo-toast">
      <span>{requestText.approving(what)}</span>
      <Button size="small" onClick={onUndo}>
        {requestText.undo(plainNumber(left))}
      </Button>
    </span>
  );
}
