import { itemNameFontSize } from '@alchemy/game-rules';
import clsx from 'clsx';
import type { LabItemInfo } from '../lab-slots';

interface LabItemFaceProps {
  item: LabItemInfo;
  quantity?: number;
  isNew?: boolean;
  inSlot?: boolean;
}

/**
 * What an item tile shows: picture, name, quantity, rarity edge, 'New' ribbon. Shared by
 * the list tile and the drag overlay so the lifted item looks like the one in the list.
 */
export function LabItemFace({ item, quantity, isNew = false, inSlot = false }: LabItemFaceProps) {
  return (
    <span className={clsx('lab-face', `lab-face--${item.rarity}`, inSlot && 'lab-face--in-slot')}>
      {isNew && <span className="lab-face__ribbon">New</span>}
      {quantity !== undefined && (
        <span className="lab-face__qty" data-testid="lab-item-quantity">
          {quantity}
        </span>
      )}
      <img
        className="lab-face__art"
        src={item.imageUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        draggable={false}
      />
      <span className="lab-face__name" style={{ fontSize: `${itemNameFontSize(item.name)}px` }}>
        {item.name}
      </span>
    </span>
  );
}
