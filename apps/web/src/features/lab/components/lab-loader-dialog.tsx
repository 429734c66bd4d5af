import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { Spinner } from '@/components/ui/spinner';
import { messageAt, MESSAGE_ROTATION_MS } from '../lab-messages';

interface LabLoaderDialogProps {
  open: boolean;
  /** The dialog's accessible name: 'Crafting battle card', 'Improving battle card'. */
  label: string;
  icon: GameIconName;
  messages: readonly string[];
}

/**
 * The card-crafting and card-ascend loaders (spec, "Dialogs"): they cannot be dismissed,
 * and their flavour line changes every 4 s while the server works.
 */
export function LabLoaderDialog({ open, label, icon, messages }: LabLoaderDialogProps) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!open) return;
    const started = performance.now();
    const timer = window.setInterval(
      () => setElapsed(performance.now() - started),
      MESSAGE_ROTATION_MS,
    );
    return () => {
      window.clearInterval(timer);
      setElapsed(0);
    };
  }, [open]);

  return (
    <Dialog open={open} label={label} className="lab-dialog lab-loader">
      <div className="lab-loader__sigil" aria-hidden="true">
        <span className="lab-loader__ring" />
        <Icon name={icon} size="44px" />
      </div>
      <div className="lab-loader__status">
        <Spinner label={label} size={28} />
        <p role="status" aria-live="polite">
          {messageAt(messages, elapsed)}
        </p>
      </div>
    </Dialog>
  );
}
