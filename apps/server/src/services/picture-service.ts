/** Pictures of items and cards, drawn as SVG from what the rows say. */
import { RARITIES } from '@alchemy/game-rules';
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

/** The picture of a card: its class, quality and the icons of the items it was made from. */
export async function cardPictureSvg(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<string | null> {
  const card = await findCard(ctx.db, id);
  if (!card) return null;
  const items = await findItems(ctx.db, card.sourceItems);
  const best = items.reduce((top, row) => Math.max(top, RARITIES.indexOf(rarityOf(row))), 0);
  return cardPicture({
    characterType: cardClassOf(card),
    quality: cardQualityOf(card),
    isAscended: card.isAscended,
    bestRarity: RARITIES[best] ?? 'common',
    itemIcons: card.sourceItems.map(
      (itemId) => items.find((row) => row.id === itemId)?.icon ?? 'cube',
    ),
  });
}
