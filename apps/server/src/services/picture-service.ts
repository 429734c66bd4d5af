/** Pictures of items and cards, drawn as SVG from what the rows say. */
import { itemPicture, secretPicture } from '../images/item-picture';
import { cardPicture } from '../images/card-picture';
import { cardClassOf, cardQualityOf } from '../mappers/cards';
import { rarityOf } from '../mappers/items';
import { findCard } from '../repositories/battle-cards';
import { findItem, findItems } from '../repositories/items';
import type { ServiceContext } from './context';

/** The picture of an item (or of a secret), or null when there is no such item. */
export async function itemPictureSvg(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<string | null> {
  if (id === 'secret') return secretPicture();
  const row = await findItem(ctx.db, id);
  return row && itemPicture({ icon: row.icon, rarity: rarityOf(row), title: row.name });
}

/** The picture of a card: its items' icons and rarities, its class, quality and id. */
export async function cardPictureSvg(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<string | null> {
  const card = await findCard(ctx.db, id);
  if (!card) return null;
  const items = await findItems(ctx.db, card.sourceItems);
  return cardPicture({
    id: card.id,
    characterType: cardClassOf(card),
    quality: cardQualityOf(card),
    isAscended: card.isAscended,
    // In the order the items were slotted; an item gone from the catalogue shows as a cube.
    items: card.sourceItems.map((itemId) => {
      const row = items.find((candidate) => candidate.id === itemId);
      return row ? { icon: row.icon, rarity: rarityOf(row) } : { icon: 'cube', rarity: 'common' };
    }),
  });
}
