/**
 * Item families as the catalogue spells them (apps/server/content/items/*.json "family",
 * the lab item's "category"). Card generation reads them to lean the class, the skill, the
 * name and the synergy line towards what the player put into the lab.
 */
export const ITEM_FAMILIES = [
  'Flame',
  'Liquids',
  'Weather',
  'Stone',
  'Flora',
  'Metals',
  'Beasts',
  'Spirits',
  'Arcane',
  'Machines',
  'Any',
] as const;
export type ItemFamily = (typeof ITEM_FAMILIES)[number];

/**
 * The family of a stored item. The catalogue's schema only admits these families, but a
 * generator's item or an old row might not: an unknown one counts as 'Any' (no leaning)
 * rather than failing a lab craft.
 */
export function toFamily(family: string): ItemFamily {
  return (ITEM_FAMILIES as readonly string[]).includes(family) ? (family as ItemFamily) : 'Any';
}

/** How a family reads in a sentence: 'Any' holds the four elements, so it reads "Primal". */
export const FAMILY_LABEL: Record<ItemFamily, string> = {
  Flame: 'Flame',
  Liquids: 'Water',
  Weather: 'Storm',
  Stone: 'Stone',
  Flora: 'Flora',
  Metals: 'Metal',
  Beasts: 'Beast',
  Spirits: 'Spirit',
  Arcane: 'Arcane',
  Machines: 'Machine',
  Any: 'Primal',
};
