/**
 * What a level brings (docs/RULES.md, "Levels and experience", "Level-ups"): the diamonds
 * and every unlock by name, for the level-up screen. Read from the rules that decide each
 * unlock (SEED_ITEMS, CLASS_UNLOCK_LEVEL, MARKET_ACCESS_LEVEL, playerCardSlots,
 * slotRarities), so the screen can never promise what the game does not give.
 */
import { CARD_CLASSES, CLASS_UNLOCK_LEVEL, playerCardSlots, slotRarities } from './cards';
import { SEED_ITEMS } from './crafting';
import { DIAMONDS_PER_LEVEL } from './levels';
import { MARKET_ACCESS_LEVEL } from './market';

/** Where an unlock is used: the screen's button goes there. */
export type UnlockPlace = 'crafting' | 'lab' | 'arena' | 'market';

export type LevelUnlock =
  | { kind: 'element'; level: number; name: string; place: 'crafting' }
  | { kind: 'card-class'; level: number; name: string; place: 'lab' }
  | { kind: 'market'; level: number; place: 'market' }
  | { kind: 'duel-slots'; level: number; slots: number; place: 'arena' }
  | { kind: 'lab-slots'; level: number; rarities: string[]; place: 'lab' };

function unlocksAt(level: number): LevelUnlock[] {
  const unlocks: LevelUnlock[] = [];
  for (const element of SEED_ITEMS) {
    if (element.level === level) {
      unlocks.push({ kind: 'element', level, name: element.name, place: 'crafting' });
    }
  }
  for (const name of CARD_CLASSES) {
    if (CLASS_UNLOCK_LEVEL[name] === level && level > 1) {
      unlocks.push({ kind: 'card-class', level, name, place: 'lab' });
    }
  }
  if (level === MARKET_ACCESS_LEVEL) unlocks.push({ kind: 'market', level, place: 'market' });
  if (playerCardSlots(level) > playerCardSlots(level - 1)) {
    unlocks.push({ kind: 'duel-slots', level, slots: playerCardSlots(level), place: 'arena' });
  }
  const before = slotRarities(level - 1);
  const now = slotRarities(level);
  if (before.join() !== now.join()) {
    unlocks.push({ kind: 'lab-slots', level, rarities: now, place: 'lab' });
  }
  return unlocks;
}

export interface LevelUp {
  from: number;
  to: number;
  diamonds: number;
  unlocks: LevelUnlock[];
}

/** What going from level `from` to `to` brought; nothing when `to` is not higher. */
export function levelUpBetween(from: number, to: number): LevelUp {
  const unlocks: LevelUnlock[] = [];
  for (let level = Math.max(2, from + 1); level <= to; level += 1)
    unlocks.push(...unlocksAt(level));
  return { from, to, diamonds: Math.max(0, to - from) * DIAMONDS_PER_LEVEL, unlocks };
}
