/** The four item and card rarities, from most to least common. */
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export function isRarity(value: string): value is Rarity {
  return (RARITIES as readonly string[]).includes(value);
}
