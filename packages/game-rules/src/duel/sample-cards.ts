/**
 * Realistic duel cards for tests and benches: made the way the lab makes them (class,
 * skill and stats from generateCard over the level's rarity tier and random families),
 * then given a quality and, for superior cards, sometimes an ascension, as players'
 * cards come to have. Seeded through the Rng, so a sample is the same on every run.
 */
import { CARD_QUALITIES, slotRarities } from '../cards';
import { effectiveStats } from '../cards/card-stats';
import { ITEM_FAMILIES } from '../cards/families';
import { generateCard } from '../cards/generate-card';
import type { Rng } from '../rng';
import type { DuelCard } from './duel-types';

export function sampleDuelCard(rng: Rng, id: string, level: number): DuelCard {
  const items = slotRarities(level).map((rarity, index) => ({
    name: `item ${index}`,
    rarity,
    family: rng.pick(ITEM_FAMILIES),
  }));
  const generated = generateCard({ items, playerLevel: level, seed: rng.int(0, 2 ** 31) });
  const quality = rng.pick(CARD_QUALITIES);
  const ascended = quality === 'superior' && rng.chance(0.3);
  return {
    id,
    name: generated.name,
    level,
    ...effectiveStats(generated.baseStats, quality, ascended),
    skillTriggerChance: generated.skillTriggerChance,
    skill: generated.skill,
  };
}

/** Two cards of levels at most the opponent window (3) apart, levels 1..30. */
export function sampleCardPair(rng: Rng): { a: DuelCard; b: DuelCard } {
  const level = rng.int(1, 30);
  return {
    a: sampleDuelCard(rng, 'a', level),
    b: sampleDuelCard(rng, 'b', Math.max(1, level + rng.int(-3, 3))),
  };
}
