// A modal dialog with React content (a form): the one dialog that is not a sweetalert2 prompt
// (hall-dialog.ts). Over the page, which is inert until it closes; Escape or the backdrop closes it.
// Focus moves into the dialog when it opens and back to what opened it when it closes.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new function does not re-open the dialog's set-up.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind is out of reach of the keyboard and assistive technology meanwhile.
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    box.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      page?.removeAttribute('inert');
      document.removeEventListener('keydown', closeOnEscape);
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div className="modal" onClick={(event) => event.target === event.currentTarget && close.current()}>
      <div className="modal__box" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={box}>
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
