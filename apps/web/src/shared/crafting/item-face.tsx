import { itemNameFontSize } from '@alchemy/game-rules';
import clsx from 'clsx';
import { isSecret } from './crafting-rules';
import type { ViewItem } from './view-item';

/**
 * What a tile shows: picture, name, quantity badge, rarity edge. Shared by the grid tile and
 * the drag overlay so the lifted item looks exactly like the one in the grid.
 */
export function ItemFace({
  item,
  selectedSlot,
  decorative = false,
}: {
  item: ViewItem;
  selectedSlot?: number;
  /** The tile names it in words (tileLabel); the face is then only for the eyes. */
  decorative?: boolean;
}) {
  const secret = isSecret(item);
  return (
    <span
      aria-hidden={decorative || undefined}
      className={clsx(
        'item-face',
        `item-face--${item.rarity}`,
        secret && 'item-face--secret',
        !secret && item.quantity === 0 && 'item-face--empty',
        item.isBuildingBlock && 'item-face--base',
      )}
    >
      {item.isNew && <span className="item-face__ribbon">New</span>}
      {selectedSlot !== undefined && (
        <span className="item-face__slot" aria-hidden="true">
          {selectedSlot + 1}
        </span>
      )}
      {!secret && (
        <span className="item-face__qty" data-testid="quantity-badge">
          {item.quantity}
        </span>
      )}
      <span className="item-face__art" aria-hidden="true">
        {secret ? (
          <span className="item-face__mystery">?</span>
        ) : (
          // Off-screen tiles of a long grid load their pictures as they scroll in.
          <img src={item.imageUrl} alt="" width={44} height={44} loading="lazy" draggable={false} />
        )}
      </span>
      <span
        className="item-face__name"
        style={{ fontSize: `${itemNameFontSize(secret ? 'Secret' : item.name)}px` }}
      >
        {secret ? 'Secret' : item.name}
      </span>
    </span>
  );
}
