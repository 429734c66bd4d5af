import { checkItemPurchase, ITEM_BUY_PRICE, type Balances } from '@alchemy/game-rules';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { missingNote } from '@/shared/spending';
import { isSecret } from '@/shared/crafting/crafting-rules';
import type { ViewItem } from '@/shared/crafting/view-item';
import { EmptyItemPreview } from './empty-item-preview';
import { ItemFace } from '@/shared/crafting/item-face';

interface ItemPreviewProps {
  /** The first selected item, or the one last inspected. */
  item: ViewItem | null;
  second: ViewItem | null;
  /** The player's purse, once loaded: buying costs credits. */
  balances: Balances | undefined;
  buying: boolean;
  gameOver: boolean;
  onBuy: (item: ViewItem) => void;
}

/** The bottom preview: the item, its description and its family. */
export function ItemPreview({ item, second, balances, buying, gameOver, onBuy }: ItemPreviewProps) {
  if (!item) return <EmptyItemPreview gameOver={gameOver} />;
  const secret = isSecret(item);
  return (
    <aside className="item-preview" aria-label="Item preview" data-testid="item-preview">
      <div className="item-preview__face">
        <ItemFace item={item} />
      </div>
      <div className="item-preview__body">
        <h2 className="item-preview__name">{secret ? '?' : item.name}</h2>
        <p className="item-preview__tags">
          {secret ? (
            <>
              <span className="item-preview__tag item-preview__tag--secret">Secret</span>
              <span className="item-preview__tag">{item.category}</span>
            </>
          ) : (
            <>
              {item.isBuildingBlock ? (
                <span className="item-preview__tag item-preview__tag--base">Building block</span>
              ) : (
                <span className={`item-preview__tag rarity-text--${item.rarity}`}>
                  {item.rarity}
                </span>
              )}
            </>
          )}
        </p>
        <p className="item-preview__desc">
          {secret
            ? 'Something new stirs among your ingredients. Can you find it?'
            : item.description}
        </p>
        {!secret && <Provenance item={item} />}
      </div>
      <div className="item-preview__actions">
        {second && (
          <p className="item-preview__pair">
            + <strong>{second.name}</strong>
          </p>
        )}
        {!secret && !item.isBuildingBlock && (
          <BuyButton item={item} balances={balances} buying={buying} onBuy={onBuy} />
        )}
      </div>
    </aside>
  );
}

/** Beyond the product's brief: how the player first made the item, and who made it first. */
function Provenance({ item }: { item: ViewItem }) {
  const first = item.firstDiscoveredBy;
  return (
    <div className="item-preview__provenance">
      {item.recipe && (
        <p>
          <span className="item-preview__label">How did I make this? </span>
          {item.recipe[0]} + {item.recipe[1]}
        </p>
      )}
      {first?.isYou && (
        <p>
          <span className="world-first">
            <Icon name="crown" /> World first
          </span>{' '}
          You were the first in the world to discover this!
        </p>
      )}
      {first && !first.isYou && (
        <p>
          <Icon name="world" /> First discovered by {first.name}
        </p>
      )}
    </div>
  );
}

function BuyButton({
  item,
  balances,
  buying,
  onBuy,
}: Pick<ItemPreviewProps, 'balances' | 'buying' | 'onBuy'> & { item: ViewItem }) {
  const noteId = useId();
  const price = ITEM_BUY_PRICE[item.rarity];
  // Whether the purse covers one, by the check the server runs on the purchase; if not,
  // what is missing, under the button and to screen readers.
  const check = balances === undefined ? null : checkItemPurchase(item, 1, balances);
  const note = check && !check.ok ? missingNote(check.error) : null;
  return (
    <div className="item-preview__buy">
      <Button
        variant="secondary"
        icon="two-coins"
        disabled={!check?.ok || buying}
        aria-describedby={note ? noteId : undefined}
        title={note ?? `Buy one ${item.name} for your lab`}
        onClick={() => onBuy(item)}
      >
        Buy for {formatNumber(price)}
      </Button>
      {note && (
        <p id={noteId} className="spend-missing">
          {note}
        </p>
      )}
    </div>
  );
}
