/** Pictures of items and cards, drawn as SVG from what the rows say, with their versions. */
import { itemPicture, secretPicture } from '../images/item-picture';
import { cardPortrait } from '../images/portrait/portrait';
import { cardClassOf, cardPictureVersion, cardQualityOf } from '../mappers/cards';
import { itemPictureVersion, rarityOf, SECRET_PICTURE_VERSION } from '../mappers/items';
import { findCard } from '../repositories/battle-cards';
import { findItemByPictureKey, findItems } from '../repositories/items';
import type { ServiceContext } from './context';

export interface Picture {
  svg: string;
  /** The version its current URL carries (`?v=`). */
  version: string;
}

/** The picture behind an item's picture key (or the secret's), or null when there is none. */
export async function itemPictureSvg(
  ctx: Pick<ServiceContext, 'db'>,
  key: string,
): Promise<Picture | null> {
  if (key === 'secret') return { svg: secretPicture(), version: SECRET_PICTURE_VERSION };
  const row = await findItemByPictureKey(ctx.db, key);
  if (!row) return null;
  return {
    svg: itemPicture({ icon: row.icon, rarity: rarityOf(row), family: row.family }),
    version: itemPictureVersion(row),
  };
}

/** A card's portrait: its creature from its seed, class and items, framed by its quality. */
export async function cardPictureSvg(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
): Promise<Picture | null> {
  const card = await findCard(ctx.db, id);
  if (!card) return null;
  const rows = await findItems(ctx.db, card.sourceItems);
  const svg = cardPortrait({
    seed: card.seed,
    cardClass: cardClassOf(card),
    quality: cardQualityOf(card),
    isAscended: card.isAscended,
    // In the order the items were slotted; an item gone from the catalogue counts as a
    // common one of no family.
    items: card.sourceItems.map((itemId) => {
      const row = rows.find((candidate) => candidate.id === itemId);
      return row
        ? { id: row.id, family: row.family, rarity: rarityOf(row) }
        : { id: itemId, family: 'Any', rarity: 'common' as const };
    }),
  });
  return { svg, version: cardPictureVersion(card) };
}
