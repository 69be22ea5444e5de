// A modal dialog with React content (a form): the one dialog that is not a sweetalert2 prompt
// (hall-dialog.ts). Over the page, which is inert until it closes; Escape or the backdrop closes it.
import { useEffect, useId, type ReactNode } from 'react';
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
  useEffect(() => {
    if (!open) return undefined;
    // The page behind is out of reach of the keyboard and assistive technology meanwhile.
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      page?.removeAttribute('inert');
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <div className="modal" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="modal__box" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
