import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { dismissSnackbar, useSnackbarMessage } from '@/lib/snackbar-store';
import './snackbar.css';

/** Renders the current snackbar; it closes after its duration or on click. */
export function SnackbarHost() {
  const snackbar = useSnackbarMessage();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!snackbar) return;
    const timer = window.setTimeout(() => dismissSnackbar(snackbar.id), snackbar.durationMs);
    return () => window.clearTimeout(timer);
  }, [snackbar]);

  // A manual popover joins the browser's top layer, so a message that arrives while a
  // modal dialog is open (a craft result, say) shows above the dialog, not dimmed behind it.
  useEffect(() => {
    const element = region.current;
    if (!snackbar || !element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [snackbar]);

  if (!snackbar) return null;
  return (
    <div className="snackbar-region" popover="manual" ref={region}>
      <div
        key={snackbar.id}
        // Errors interrupt a screen reader; success and info wait their turn.
        role={snackbar.type === 'error' ? 'alert' : 'status'}
        data-type={snackbar.type}
        className={clsx('snackbar', `snackbar--${snackbar.type}`)}
        onClick={() => dismissSnackbar(snackbar.id)}
        title="Click to dismiss"
      >
        {snackbar.message}
      </div>
    </div>
  );
}
