/**
 * Cards forged as the Lab forges them, for the portrait tests and the contact sheet: a
 * random player level, one distinct crafted item of the catalogue per slot of that level's
 * rarity tier, and game-rules' generateCard on a random seed. Seeded, so a run repeats.
 */
import { createRng, generateCard, slotRarities, type Rarity } from '@alchemy/game-rules';
import { loadCatalogue, type CatalogueEntry } from '../../content/load-catalogue';
import { itemIdFromName } from '../../repositories/catalogue';
import type { PortraitInput } from './traits';

export interface ForgedCard extends PortraitInput {
  name: string;
  level: number;
}

export function forgeSample(
  count: number,
  seed: number,
  options: { improved?: boolean } = {},
): ForgedCard[] {
  const rng = createRng(seed);
  const byRarity = new Map<Rarity, CatalogueEntry[]>();
  for (const item of loadCatalogue().items) {
    if (item.isBuildingBlock) continue;
    byRarity.set(item.rarity, [...(byRarity.get(item.rarity) ?? []), item]);
  }
  return Array.from({ length: count }, () => {
    const level = rng.int(1, 60);
    const picked: CatalogueEntry[] = [];
    for (const rarity of slotRarities(level)) {
      const pool = (byRarity.get(rarity) ?? []).filter((item) => !picked.includes(item));
      picked.push(rng.pick(pool));
    }
    const cardSeed = rng.int(0, 2 ** 31 - 1);
    const card = generateCard({
      items: picked.map(({ name, rarity, family }) => ({ name, rarity, family })),
      playerLevel: level,
      seed: cardSeed,
    });
    // The Lab forges plain cards; the sheet also shows improved and ascended ones.
    const step = options.improved ? rng.int(0, 3) : 0;
    const qualities = ['poor', 'normal', 'superior', 'superior'] as const;
    return {
      name: card.name,
      level,
      seed: cardSeed,
      cardClass: card.characterType,
      items: picked.map((item) => ({
        id: itemIdFromName(item.name),
        family: item.family,
        rarity: item.rarity,
      })),
      quality: step === 0 ? card.quality : (qualities[step] ?? 'superior'),
      isAscended: step === 3,
    };
  });
}
