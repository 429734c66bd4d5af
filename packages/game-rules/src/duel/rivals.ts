/**
 * Choose your rival (issue 25, docs/RULES.md "Three rivals"): the arena offers three
 * opponents at once, a safer one, an even one and a stronger one. The server looks for each
 * near a power of its own (rivalTargetPowers), rates the three with the engine's odds
 * against the player's strongest team, and then names them by those odds (labelRivals): the
 * highest chance is the safer rival and the lowest the stronger, whatever the ratings said.
 * A newcomer's three are all winnable (winnableForNewcomer), so a first choice is never a
 * trap.
 */
import { teamPower, type PowerCard } from './card-power';
import { NEWCOMER_POWER_RATIO } from './matchmaking';

export const RIVAL_KINDS = ['safer', 'even', 'stronger'] as const;
export type RivalKind = (typeof RIVAL_KINDS)[number];

/**
 * The power each rival is sought at, as a share of the player's team power. A ratio of
 * 1.2 is won about 95% of the time (card-power.test.ts), so the safer rival is a likely
 * win and the stronger one a likely loss that pays more when it is won.
 */
export const RIVAL_POWER_RATIOS: Readonly<Record<RivalKind, number>> = {
  safer: 1 / 1.2,
  even: 1,
  stronger: 1.2,
};

/**
 * A newcomer's stronger rival is sought at the newcomer's own target (a notch weaker than
 * their team) and the other two below it, so all three pass the winnable check more often
 * than not and the sparring card is the exception.
 */
const NEWCOMER_RATIOS: Readonly<Record<RivalKind, number>> = {
  safer: 1 / (NEWCOMER_POWER_RATIO * 1.3),
  even: 1 / (NEWCOMER_POWER_RATIO * 1.15),
  stronger: 1 / NEWCOMER_POWER_RATIO,
};

/** The order the server looks for rivals in: the even one first, it is the default. */
export const RIVAL_SEARCH_ORDER: readonly RivalKind[] = ['even', 'safer', 'stronger'];

/** The power the arena aims each rival at for this team. */
export function rivalTargetPowers(
  team: readonly PowerCard[],
  newcomer: boolean,
): Record<RivalKind, number> {
  const power = teamPower(team);
  const ratios = newcomer ? NEWCOMER_RATIOS : RIVAL_POWER_RATIOS;
  return {
    safer: power * ratios.safer,
    even: power * ratios.even,
    stronger: power * ratios.stronger,
  };
}

export interface RatedRival {
  /** The engine's estimate of the player's chance, in [0, 1]; null when they have no card. */
  chance: number | null;
  /** The rival's card power, to break ties of odds: the weaker is the safer. */
  power: number;
}

/**
 * Names three rated rivals by their odds: the highest chance is the safer, the lowest the
 * stronger; equal odds (or none, for a player without cards) fall back to power, the
 * weaker first. Throws unless given exactly three.
 */
export function labelRivals<T extends RatedRival>(rivals: readonly T[]): Record<RivalKind, T> {
  if (rivals.length !== RIVAL_KINDS.length) {
    throw new RangeError(`three rivals are named, not ${rivals.length}`);
  }
  const [safer, even, stronger] = [...rivals].sort(
    (a, b) => (b.chance ?? 0) - (a.chance ?? 0) || a.power - b.power,
  );
  return { safer: safer!, even: even!, stronger: stronger! };
}

/** The rival a duel fights until the player chooses: the even one. */
export const DEFAULT_RIVAL: RivalKind = 'even';

/**
 * New draws of three rivals a player may ask for in a game day. Few enough that odds and
 * purses cannot be farmed by drawing again until a mispriced rival shows; fighting any of
 * the three brings a fresh three for free.
 */
export const RIVAL_REFRESHES_PER_DAY = 3;

export function rivalRefreshesLeft(usedToday: number): number {
  return Math.max(0, RIVAL_REFRESHES_PER_DAY - usedToday);
}
