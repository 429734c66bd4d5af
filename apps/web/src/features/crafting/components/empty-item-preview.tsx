import { Icon } from '@/components/ui/icon';
import './item-preview.css';

/**
 * The preview with nothing picked: what the first paint shows, before the full preview's
 * code has arrived (lazy-crafting-extras.tsx) and whenever nothing is picked.
 */
export function EmptyItemPreview({ gameOver }: { gameOver: boolean }) {
  return (
    <aside className="item-preview item-preview--empty" aria-label="Item preview">
      <Icon name="bubbling-flask" size="28px" />
      <p>
        {gameOver
          ? 'Tap an item to reveal it, or buy the ones you like for your lab.'
          : 'Pick two items, or drag one onto another, to combine them.'}
      </p>
    </aside>
  );
}
