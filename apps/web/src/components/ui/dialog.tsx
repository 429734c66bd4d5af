import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  /** Absent: the dialog cannot be dismissed (Escape is ignored), e.g. a loader. */
  onClose?: () => void;
  /** The accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, restores it on close and puts
 * the rest of the page out of reach, which a hand-made overlay would have to re-implement.
 * Sized at most 85vh x 90vw (docs/RULES.md, "Client timings and texts").
 */
export function Dialog({ open, onClose, label, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={clsx('dialog', className)}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      {open && <div className="dialog__body">{children}</div>}
    </dialog>
  );
}
