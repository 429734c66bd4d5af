import { messageAt, MESSAGE_ROTATION_MS } from '@/lib/loader-timing';
import { useElapsedWhile } from '@/lib/use-elapsed-while';
import { Dialog } from './dialog';
import { Icon } from './icon';
import type { GameIconName } from './icon-names';
import { Spinner } from './spinner';
import './flavour-loader-dialog.css';

interface FlavourLoaderDialogProps {
  open: boolean;
  /** The dialog's accessible name: 'Crafting battle card', 'Improving battle card'. */
  label: string;
  icon: GameIconName;
  messages: readonly string[];
}

/**
 * The card loaders (crafting a card in the lab, improving or ascending one in the lab or
 * the arena): they cannot be dismissed, and their flavour line changes every 4 s while the
 * server works (docs/RULES.md, "Client timings and texts").
 */
export function FlavourLoaderDialog({ open, label, icon, messages }: FlavourLoaderDialogProps) {
  const elapsed = useElapsedWhile(open, MESSAGE_ROTATION_MS);

  return (
    <Dialog open={open} label={label} className="flavour-loader">
      <div className="flavour-loader__sigil" aria-hidden="true">
        <span className="flavour-loader__ring" />
        <Icon name={icon} size="44px" />
      </div>
      <div className="flavour-loader__status">
        <Spinner label={label} size={28} />
        <p role="status" aria-live="polite">
          {messageAt(messages, elapsed)}
        </p>
      </div>
    </Dialog>
  );
}
