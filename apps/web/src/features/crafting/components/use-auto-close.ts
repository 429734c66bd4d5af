import { useEffect } from 'react';

/**
 * Closes a dialog by itself after `ms` (docs/RULES.md, "Client timings and texts": the result
 * dialogs close after 4 s).
 */
export function useAutoClose(open: boolean, onClose: () => void, ms: number): void {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, ms);
    return () => window.clearTimeout(timer);
  }, [open, onClose, ms]);
}
