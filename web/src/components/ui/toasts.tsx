import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import toast, { ToastBar, Toaster, type Toast } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '../../config/site.ts';

/** How far (px) a toast must be dragged sideways to be dismissed. */
export const DISMISS_DISTANCE = 80;

/**
 * react-hot-toast pauses on hover by itself but cannot be dragged away, which the spec's toast
 * defaults ask for: this wrapper follows a sideways drag and dismisses past DISMISS_DISTANCE.
 */
function Draggable({ item, children }: { item: Toast; children: ReactNode }) {
  const start = useRef<number | null>(null);
  // The ref is what pointerup reads (a render may not have happened since the last move).
  const dragged = useRef(0);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A button in the toast (Undo) keeps its click: a captured pointer would click the wrapper instead.
    if (event.target instanceof Element && event.target.closest('button, a')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    dragged.current = event.clientX - start.current;
    setOffset(dragged.current);
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (Math.abs(dragged.current) >= DISMISS_DISTANCE) toast.dismiss(item.id);
    dragged.current = 0;
    setOffset(0);
  };

  return (
    <div
      className="toast-draggable"
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: 1 - Math.min(Math.abs(offset) / 200, 0.6),
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {children}
    </div>
  );
}

/** Just under the sticky top bar (layout.css), so a toast never covers its menu button or account link. */
export const BELOW_TOP_BAR = { top: 'calc(var(--topbar-height, 4rem) + 0.5rem)' } as const;

/** The portal's toast container: the spec's defaults (top-right, 5000 ms, pause on hover, draggable). */
export function Toasts() {
  return (
    <Toaster
      position={TOAST_DEFAULTS.position}
      toastOptions={{ duration: TOAST_DEFAULTS.durationMs }}
      containerStyle={BELOW_TOP_BAR}
    >
      {(item) =>
        TOAST_DEFAULTS.draggable ? (
          <Draggable item={item}>
            <ToastBar toast={item} />
          </Draggable>
        ) : (
          <ToastBar toast={item} />
        )
      }
    </Toaster>
  );
}
