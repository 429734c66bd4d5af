/** Battle-card rows as the contract shows them, and as the duel engine fights them. */
import {
  effectiveStats,
  isCardClass,
  isCardQuality,
  parseSkill,
  requiredLevel,
  seedFromString,
  type DuelCard,
} from '@alchemy/game-rules';
import { cardImagePath, type BattleCard } from '@alchemy/contracts';
import { storedEnum } from '../lib/stored-data';
import type { CardRow } from '../repositories/battle-cards';

/**
 * Bumped when the portrait's drawing changes, so year-long caches fetch the new one
 * (3: the creature portraits of images/portrait/).
 */
const CARD_PICTURE_DESIGN = 3;

/** What the picture is drawn from that can change: the design, quality and ascension. */
export function cardPictureVersion(row: Pick<CardRow, 'quality' | 'isAscended'>): string {
  return seedFromString(`${CARD_PICTURE_DESIGN}|${row.quality}|${row.isAscended}`).toString(36);
}

function cardImageUrl(row: Pick<CardRow, 'id' | 'quality' | 'isAscended'>): string {
  return cardImagePath(row.id, cardPictureVersion(row));
}

export function cardQualityOf(row: Pick<CardRow, 'id' | 'quality'>) {
  return storedEnum(row.quality, isCardQuality, `quality of card ${row.id}`);
}

export function cardClassOf(row: Pick<CardRow, 'id' | 'characterType'>) {
  return storedEnum(row.characterType, isCardClass, `class of card ${row.id}`);
}

/** Cards store base stats; what a card shows and fights with follows its quality. */
export function toBattleCard(row: CardRow): BattleCard {
  const quality = cardQualityOf(row);
  const characterType = cardClassOf(row);
  const stats = effectiveStats(
    {
      attack: row.baseAttack,
      defense: row.baseDefense,
      health: row.baseHealth,
      speed: row.baseSpeed,
    },
    quality,
    row.isAscended,
  );
  return {
    id: row.id,
    level: row.level,
    quality,
    isAscended: row.isAscended,
    isListed: row.isListed,
    ...stats,
    skillTriggerChance: row.skillTriggerChance,
    requiredLevel: requiredLevel({ characterType }),
    card: {
      name: row.name,
      imageUrl: cardImageUrl(row),
      characterType,
      description: row.description,
      synergy: row.synergy,
      skill: row.skill,
    },
  };
}

/** A card as the engine fights it: its effective stats and its parsed skill. */
export function toDuelCard(card: BattleCard): DuelCard {
  return {
    id: card.id,
    name: card.card.name,
    level: card.level,
    attack: card.attack,
    defense: card.defense,
    health: card.health,
    speed: card.speed,
    skillTriggerChance: card.skillTriggerChance,
    skill: parseSkill(card.card.skill),
  };
}

/** What the duel-selection move reads of a card. */
export function toDuelCandidate(card: BattleCard) {
  return {
    id: card.id,
    isListed: card.isListed,
    requiredLevel: card.requiredLevel,
    name: card.card.name,
  };
}
