import type { GameItem } from '@alchemy/contracts';
import { FAILED_CRAFT_DUST_REFUND } from '@alchemy/game-rules';
import { MESSAGE_ROTATION_MS } from '@/lib/loader-timing';
import { useElapsedWhile } from '@/lib/use-elapsed-while';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { craftingMessageAt, FAILED_CRAFT_MESSAGE, RESULT_DIALOG_MS } from './crafting-messages';
import type { ViewItem } from './view-item';
import { ItemFace } from './item-face';
import { useAutoClose } from './use-auto-close';
import './crafting-dialogs.css';

/** 'Crafting in progress...', then a new flavour line every 4 s while the server works. */
export function CraftingProgressDialog({ pair }: { pair: [ViewItem, ViewItem] | null }) {
  const elapsed = useElapsedWhile(pair !== null, MESSAGE_ROTATION_MS);
  const message = craftingMessageAt(elapsed);
  return (
    <Dialog
      open={pair !== null}
      label="Crafting in progress"
      className="craft-dialog craft-progress"
    >
      {pair && (
        <div className="craft-progress__pair" aria-hidden="true">
          <ItemFace item={pair[0]} />
          <span className="craft-progress__plus">+</span>
          <ItemFace item={pair[1]} />
        </div>
      )}
      <div className="craft-progress__status">
        <Spinner label="Crafting" size={32} />
        <p role="status" aria-live="polite">
          {message}
        </p>
      </div>
    </Dialog>
  );
}

interface ClosableProps {
  open: boolean;
  onClose: () => void;
  /** The crafting game refunds dust for a failed craft; the daily race pays nothing. */
  dustRefund?: boolean;
}

/** How much of the 4 s is left, as a bar that empties; it stops while the popup is held. */
function CloseCountdown({ paused }: { paused: boolean }) {
  return (
    <div
      className="craft-countdown"
      data-paused={paused}
      style={{ animationDuration: `${RESULT_DIALOG_MS}ms` }}
      aria-hidden="true"
    />
  );
}

/**
 * A failed craft: the mixture fizzles, the dust comes back. Closes itself after 4 s, unless
 * the player is touching or pointing at it.
 */
export function FailedCraftDialog({ open, onClose, dustRefund = true }: ClosableProps) {
  const { handlers, paused } = useAutoClose(open, onClose, RESULT_DIALOG_MS);
  return (
    <Dialog open={open} onClose={onClose} label="Crafting failed" className="craft-dialog">
      <div className="craft-result craft-result--failed" {...handlers}>
        <CloseCountdown paused={paused} />
        <Icon name="broken-bottle" size="64px" className="craft-result__icon" />
        <h2>Crafting failed</h2>
        <p>{FAILED_CRAFT_MESSAGE}</p>
        {dustRefund && (
          <p className="craft-result__refund">
            <Icon name="powder" /> +{FAILED_CRAFT_DUST_REFUND} dust refunded
          </p>
        )}
        <Button variant="ghost" onClick={onClose}>
          Continue
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * What a craft made, for the new-item dialog: the crafting game's answer (with its reward
 * and world-first badge) or the daily race's (the item alone: a race pays nothing).
 */
export interface CraftedItem {
  item: GameItem;
  reward?: number;
  isWorldFirst?: boolean;
}

/**
 * The new item, large, with its world-first badge. Closes itself after 4 s, unless the
 * player is touching or pointing at it.
 */
export function ResultDialog({
  result,
  onClose,
}: {
  result: CraftedItem | null;
  onClose: () => void;
}) {
  const { handlers, paused } = useAutoClose(result !== null, onClose, RESULT_DIALOG_MS);
  return (
    <Dialog open={result !== null} onClose={onClose} label="New item" className="craft-dialog">
      {result && (
        <div className="craft-result" {...handlers}>
          <CloseCountdown paused={paused} />
          <p className="craft-result__kicker">New discovery</p>
          <div className="craft-result__face">
            <ItemFace item={result.item} />
          </div>
          <h2>{result.item.name}</h2>
          <p className={`craft-result__rarity rarity-text--${result.item.rarity}`}>
            {result.item.rarity}
          </p>
          {result.isWorldFirst && (
            <p className="world-first">
              <Icon name="crown" /> World first!
            </p>
          )}
          <p className="craft-result__desc">{result.item.description}</p>
          {result.reward !== undefined && (
            <p className="craft-result__reward">
              <Icon name="two-coins" /> + {result.reward}
            </p>
          )}
          <Button onClick={onClose}>Continue</Button>
        </div>
      )}
    </Dialog>
  );
}
