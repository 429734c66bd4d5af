import type { LabItem } from '@alchemy/contracts';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { noChoiceText, type SlotChoices } from '../lab-slots';
import { LabItemFace } from './lab-item-face';

interface SlotPickerDialogProps {
  /** The empty slot's choices; null when no slot is being filled. */
  choices: SlotChoices | null;
  newIds: ReadonlySet<string>;
  onChoose: (entry: LabItem) => void;
  onClose: () => void;
}

const title = (rarity: string) => rarity.charAt(0).toUpperCase() + rarity.slice(1);

/**
 * An empty slot's list: the lab items that fit it (its rarity, not already in a slot).
 * Choosing one puts it in that slot; with none to offer it says why and where to find more.
 */
export function SlotPickerDialog({ choices, newIds, onChoose, onClose }: SlotPickerDialogProps) {
  const label = choices ? `Choose a ${choices.rarity} item` : 'Choose an item';
  return (
    <Dialog open={choices !== null} onClose={onClose} label={label} className="lab-dialog">
      {choices && (
        <section className={`slot-picker slot-picker--${choices.rarity}`}>
          <h2 className="slot-picker__title">{`${title(choices.rarity)} slot`}</h2>
          {choices.free.length > 0 ? (
            <>
              <p className="lab-hint">Choose the item to put in this slot.</p>
              <ul className="slot-picker__grid">
                {choices.free.map((entry) => (
                  <li key={entry.item.id}>
                    <button
                      type="button"
                      className="lab-tile slot-picker__choice"
                      data-testid={`slot-choice-${entry.item.id}`}
                      onClick={() => onChoose(entry)}
                    >
                      {/* Named by words, not by aria-label: a label over the face's visible
                          text (its quantity, 'New') would not contain that text. */}
                      <span aria-hidden="true" style={{ display: 'contents' }}>
                        <LabItemFace
                          item={entry.item}
                          quantity={entry.quantity}
                          isNew={newIds.has(entry.item.id)}
                        />
                      </span>
                      <span className="sr-only">
                        {`${entry.item.name}, quantity ${entry.quantity}${newIds.has(entry.item.id) ? ', new' : ''}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="slot-picker__empty">
              <p data-testid="slot-picker-empty">{noChoiceText(choices)}</p>
              <ButtonLink to="/game/crafting" icon="cauldron" variant="secondary">
                Go to Crafting
              </ButtonLink>
            </div>
          )}
          <footer className="slot-picker__actions">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </footer>
        </section>
      )}
    </Dialog>
  );
}
