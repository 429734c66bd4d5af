import type { LabItem } from '@alchemy/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ItemPreviewDialogProps {
  entry: LabItem | null;
  isNew: boolean;
  inSlot: boolean;
  onClose: () => void;
  onAdd: (entry: LabItem) => void;
  onPurge: (entry: LabItem) => void;
}

/** The item preview: one lab item, to put in a slot or to purge. */
export function ItemPreviewDialog({
  entry,
  isNew,
  inSlot,
  onClose,
  onAdd,
  onPurge,
}: ItemPreviewDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      label={entry ? entry.item.name : 'Item'}
      className="lab-dialog item-preview-dialog"
    >
      {entry && (
        <article className={`lab-item-preview lab-item-preview--${entry.item.rarity}`}>
          <div className="lab-item-preview__art">
            <img
              src={entry.item.imageUrl}
              alt={`Picture of ${entry.item.name}`}
              width={96}
              height={96}
            />
            {isNew && <span className="lab-face__ribbon">New</span>}
          </div>
          <h2 className="lab-item-preview__name">{entry.item.name}</h2>
          <p className="lab-item-preview__tags">
            <span className={`rarity-chip rarity-chip--${entry.item.rarity}`}>
              {entry.item.rarity}
            </span>
            <span className="lab-item-preview__family">{entry.item.category}</span>
          </p>
          <p className="lab-item-preview__desc">{entry.item.description}</p>
          <p className="lab-item-preview__qty">
            Quantity: <strong data-testid="lab-item-preview-quantity">{entry.quantity}</strong>
          </p>
          <footer className="lab-item-preview__actions">
            <Button variant="danger" icon="trash-can" onClick={() => onPurge(entry)}>
              Purge
            </Button>
            <Button icon="swords-emblem" onClick={() => onAdd(entry)}>
              Add to slot
            </Button>
          </footer>
          {inSlot && <p className="lab-hint">This item is already in a slot.</p>}
        </article>
      )}
    </Dialog>
  );
}
