/**
 * Fair matchmaking (issue 14): within the level window (duel-selection.ts,
 * opponentLevelRange) the arena offers the opponent whose power is nearest to the
 * player's. A newcomer's first duels are meant to be won: the opponent aimed at is a
 * notch weaker, and the server checks it with winOdds before it offers it.
 */
import { teamPower, type PowerCard } from './card-power';

/** A player with fewer fought duels than this is a newcomer. */
export const NEWCOMER_DUELS = 3;
/** A newcomer's opponent must be at least this winnable by the engine's simulation. */
export const NEWCOMER_MIN_WIN_CHANCE = 0.6;
/**
 * What the server's 1,000-fight estimate must reach for that: three standard errors
 * (3 x 1.55 points at 60%) above it, so an estimate that passes means true odds of at
 * least 60% and not merely a lucky sample.
 */
export const NEWCOMER_ESTIMATE_MARGIN = 0.05;

export function winnableForNewcomer(estimatedChance: number): boolean {
  return estimatedChance >= NEWCOMER_MIN_WIN_CHANCE + NEWCOMER_ESTIMATE_MARGIN;
}

/**
 * The fewest wins out of `fights` that winnableForNewcomer accepts (fights + 1 when none
 * does), for win-odds.ts's winsAtLeast: `winsAtLeast(..., newcomerWinsNeeded(n))` answers
 * as `winnableForNewcomer(winOdds(...).chance)` does, and usually sooner.
 */
export function newcomerWinsNeeded(fights: number): number {
  let wins = Math.max(
    0,
    Math.floor(fights * (NEWCOMER_MIN_WIN_CHANCE + NEWCOMER_ESTIMATE_MARGIN)) - 1,
  );
  while (wins <= fights && !winnableForNewcomer(wins / fights)) wins += 1;
  return wins;
}

/**
 * A newcomer's target power is the player's divided by this. Simulated pairs
 * (card-power.test.ts) are won about 80% of the time at a power ratio of 1.1, and 95% at
 * 1.2: aiming at 1.15 leaves room for the rating's error and still is a real fight.
 */
export const NEWCOMER_POWER_RATIO = 1.15;

export function isNewcomer(foughtDuels: number): boolean {
  return foughtDuels < NEWCOMER_DUELS;
}

/** The opponent power the arena aims at for this team. */
export function targetOpponentPower(team: readonly PowerCard[], newcomer: boolean): number {
  const power = teamPower(team);
  return newcomer ? power / NEWCOMER_POWER_RATIO : power;
}

/**
 * The player's team: the strongest cards that fit the slots. Best first, so a newcomer's
 * odds are checked against the cards they would pick.
 */
export function strongestTeam<T>(
  cards: readonly T[],
  slots: number,
  power: (card: T) => number,
): T[] {
  return [...cards].sort((a, b) => power(b) - power(a)).slice(0, Math.max(0, slots));
}

/** Candidates nearest to the target power first (ties: the weaker first). */
export function byPowerCloseness<T>(
  candidates: readonly T[],
  target: number,
  power: (candidate: T) => number,
): T[] {
  return [...candidates].sort(
    (a, b) =>
      Math.abs(Math.log(power(a) / target)) - Math.abs(Math.log(power(b) / target)) ||
      power(a) - power(b),
  );
}
