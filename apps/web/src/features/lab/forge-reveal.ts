/**
 * The forge reveal's rules, pure so they are pinned by tests: what colour a new card
 * flares in, how strong the flare is, what is announced, and when each step happens.
 *
 * The flare takes the colour of the card's rarity, the best rarity among the items it was
 * forged from (the game's one rarity language: grey, blue, purple, gold, as on the slots
 * and items). Its strength, its sparks and its sound grow with rarity and quality together,
 * so a superior card of common items still flares bigger than a poor one.
 */
import type { BattleCard } from '@alchemy/contracts';
import {
  CARD_QUALITIES,
  RARITIES,
  slotRarities,
  type CardClass,
  type CardQuality,
  type Rarity,
} from '@alchemy/game-rules';

export interface RevealLook {
  /** The flare's colour. */
  rarity: Rarity;
  quality: CardQuality;
  characterType: CardClass;
  /** 0 (poor, common items) to 5 (superior, legendary items): size, sparks and sound. */
  power: number;
  /** 'Superior quality'. */
  qualityText: string;
  /** What a screen reader hears once the card has turned. */
  announcement: string;
}

/** The best of the rarities ('common' for none). */
export function bestRarity(rarities: readonly Rarity[]): Rarity {
  return rarities.reduce<Rarity>(
    (best, rarity) => (RARITIES.indexOf(rarity) > RARITIES.indexOf(best) ? rarity : best),
    'common',
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A freshly forged card's look. Its items had the rarities of the slots at its level (the
 * server forges at the player's level, which is the card's), so the card's rarity follows
 * from its level alone.
 */
export function revealLook(card: BattleCard): RevealLook {
  const rarity = bestRarity(slotRarities(card.level));
  const power = RARITIES.indexOf(rarity) + CARD_QUALITIES.indexOf(card.quality);
  const characterType = card.card.characterType;
  const qualityText = `${capitalise(card.quality)} quality`;
  return {
    rarity,
    quality: card.quality,
    characterType,
    power,
    qualityText,
    announcement: `New battle card: ${card.card.name}, ${/^[AEIOU]/.test(characterType) ? 'an' : 'a'} ${characterType} of ${card.quality} quality, forged from ${rarity} items.`,
  };
}

/**
 * When each step starts, in ms from the reveal's start: the card arrives face down, turns
 * (once its picture is decoded, waiting at most `pictureWaitMs` more), flares while its
 * class and quality are announced, and leaves for the card dialog.
 */
export const REVEAL_STEPS = {
  arriveMs: 400,
  pictureWaitMs: 250,
  turnMs: 450,
  flareMs: 1100,
  leaveMs: 250,
} as const;

export type RevealPhase = 'arrive' | 'turn' | 'flare' | 'leave';

/** The whole reveal at its slowest (the picture as late as it may be): under 2.5 s. */
export function longestRevealMs(steps = REVEAL_STEPS): number {
  return steps.arriveMs + steps.pictureWaitMs + steps.turnMs + steps.flareMs + steps.leaveMs;
}
