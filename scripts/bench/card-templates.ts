/**
 * Cards as the lab makes them, a few per level, for the large world's seed (world-seed.ts)
 * to copy millions of times: each made by game-rules' generateCard from catalogue items of
 * the rarities the lab's slots take at that level, so names, skills, stats and qualities
 * are the game's own.
 */
import { generateCard, slotRarities, type Rarity } from '@alchemy/game-rules';
import { loadCatalogue } from '../../apps/server/src/content/load-catalogue';
import { itemIdFromName } from '../../apps/server/src/repositories/catalogue';

/** Levels the templates cover: the seeded players' (seed-players.ts). */
export const TEMPLATE_LEVELS = 60;
/** Templates per level. */
export const TEMPLATES_PER_LEVEL = 8;

/** One row of the seed's card_template table (its columns, by name). */
export interface CardTemplate {
  level: number;
  variant: number;
  name: string;
  character_type: string;
  description: string;
  synergy: string;
  skill: string;
  quality: string;
  base_attack: number;
  base_defense: number;
  base_health: number;
  base_speed: number;
  skill_trigger_chance: number;
  seed: number;
  source_items: string[];
}

export function cardTemplates(): CardTemplate[] {
  const byRarity = new Map<Rarity, Array<{ name: string; rarity: Rarity; family: string }>>();
  for (const item of loadCatalogue().items) {
    if (item.isBuildingBlock) continue;
    byRarity.set(item.rarity, [...(byRarity.get(item.rarity) ?? []), item]);
  }
  const templates: CardTemplate[] = [];
  for (let level = 1; level <= TEMPLATE_LEVELS; level += 1) {
    for (let variant = 0; variant < TEMPLATES_PER_LEVEL; variant += 1) {
      // A spread of items over the catalogue, the same every run.
      const items = slotRarities(level).map((rarity, slot) => {
        const pool = byRarity.get(rarity) ?? [];
        const item = pool[(level * 31 + variant * 7 + slot * 13) % Math.max(1, pool.length)];
        if (!item) throw new Error(`the catalogue has no ${rarity} item`);
        return item;
      });
      const seed = level * 1000 + variant;
      const card = generateCard({ items, playerLevel: level, seed });
      templates.push({
        level,
        variant,
        name: card.name,
        character_type: card.characterType,
        description: card.description,
        synergy: card.synergy,
        skill: JSON.stringify(card.skill),
        quality: card.quality,
        base_attack: card.baseStats.attack,
        base_defense: card.baseStats.defense,
        base_health: card.baseStats.health,
        base_speed: card.baseStats.speed,
        skill_trigger_chance: card.skillTriggerChance,
        seed,
        source_items: items.map((item) => itemIdFromName(item.name)),
      });
    }
  }
  return templates;
}
