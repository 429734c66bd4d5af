import clsx from 'clsx';
import { useEffect } from 'react';
import { dismissSnackbar, useSnackbarMessage } from '@/lib/snackbar-store';
import './snackbar.css';

/** Renders the current snackbar; it closes after its duration or on click. */
export function SnackbarHost() {
  const snackbar = useSnackbarMessage();

  useEffect(() => {
    if (!snackbar) return;
    const timer = window.setTimeout(() => dismissSnackbar(snackbar.id), snackbar.durationMs);
    return () => window.clearTimeout(timer);
  }, [snackbar]);

  if (!snackbar) return null;
  return (
    <div className="snackbar-region">
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
