/**
 * Win odds before a fight (issue 14): the share of simulated fights the player's side
 * wins, each from its own seed. The server passes fresh random seeds (the rules core
 * never calls Math.random), so the odds are an honest Monte Carlo estimate of the fight
 * that will be drawn from a seed of its own.
 */
import type { DuelCard } from './duel-types';
import { duelWinners, eachDuelWinner } from './simulate-duel';

/**
 * Fights the arena simulates for the odds it shows. 1,000 fights put the estimate's
 * standard error at most sqrt(0.25 / 1000) = 1.6 points, well within the 5 points the
 * shown odds may stray from observed outcomes.
 */
export const WIN_ODDS_FIGHTS = 1000;

export interface WinOdds {
  /** Fights the player's side won. */
  wins: number;
  fights: number;
  /** wins / fights, in [0, 1]. */
  chance: number;
}

export function winOdds(
  player: readonly DuelCard[],
  opponent: readonly DuelCard[],
  seeds: readonly number[],
): WinOdds {
  if (seeds.length === 0) throw new RangeError('win odds need at least one seed');
  const wins = duelWinners({ player, opponent }, seeds).filter((side) => side === 'player').length;
  return { wins, fights: seeds.length, chance: wins / seeds.length };
}

/**
 * Whether the player's side wins at least `needed` of the fights, one from each seed: the
 * same answer as `winOdds(...).wins >= needed`, without fighting the rest once the count
 * decides it. A clear yes or no, the usual case for a newcomer's opponent, takes a few
 * hundred fights of the thousand.
 */
export function winsAtLeast(
  player: readonly DuelCard[],
  opponent: readonly DuelCard[],
  seeds: readonly number[],
  needed: number,
): boolean {
  if (seeds.length === 0) throw new RangeError('win odds need at least one seed');
  let wins = 0;
  let left = seeds.length;
  // At least one fight, always: the cards are checked as winOdds checks them.
  for (const side of eachDuelWinner({ player, opponent }, seeds)) {
    left -= 1;
    if (side === 'player') wins += 1;
    if (wins >= needed) return true;
    if (wins + left < needed) return false;
  }
  return false;
}

/** The odds as the arena shows them: a whole percent. */
export function winChancePercent(chance: number): number {
  return Math.round(Math.min(1, Math.max(0, chance)) * 100);
}
