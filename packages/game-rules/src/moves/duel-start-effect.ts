/**
 * A duel start's effect (docs/RULES.md, "Arena and duels", "Duel pay", "The pace of the
 * first hour", "Ranked seasons"): from the state the start reads and the cards sent, either
 * why it is refused or, as plain data, everything it changes: the fight (the engine's, from
 * the move's seed), the experience and any level gained, the cooldown, the pay and the
 * level-up's diamonds with their ledger reasons, and the challenger's new rating when the
 * duel is rated. The server persists it (services/arena-service.ts#startDuel); the seed is
 * the server's, so the web takes the result from the answer.
 */
import type { Currency } from '../currency';
import { cardPower, teamPower } from '../duel/card-power';
import { applyExperience, duelExperience } from '../duel/duel-experience';
import { duelCooldownSeconds } from '../duel/duel-pace';
import { duelPayOfTheDay, type DuelPay } from '../duel/duel-pay';
import type { CardState, DuelAction, DuelCard } from '../duel/duel-types';
import { simulateDuel } from '../duel/simulate-duel';
import { err, ok, type Result } from '../result';
import { isRatedDuel, rateDuel, type Rating } from '../seasons/rating';
import { ratingInSeason, type SeasonRatingOf } from '../seasons/rated-matchmaking';
import type { BalanceDelta } from './craft-effect';
import {
  checkDuelCooldown,
  checkDuelStart,
  type DuelCandidate,
  type DuelCooldownError,
  type DuelStartError,
  type NoDuelError,
} from './duel-selection';

/** A card the player sent, as the selection rules read it and as it fights. */
export interface DuelStartCard extends DuelCandidate {
  fighter: DuelCard;
}

/** A player's latest rating row up to the duel's season (their own season's or older). */
export interface SeasonRatingRowOf extends SeasonRatingOf {
  peak: number;
  ratedDuels: number;
}

/** Everything a duel start reads, under the player's, the cards' and the duel's locks. */
export interface DuelStartState<T extends DuelStartCard> {
  /** The transaction's clock, in milliseconds. */
  nowMs: number;
  player: { id: string; level: number; experience: number; nextDuelAtMs: number | null };
  /** The player's own cards among those sent (another's or an unknown id is missing). */
  owned: readonly T[];
  /** The pending duel; null when there is none to fight. */
  duel: {
    id: string;
    slotCount: number;
    opponent: DuelCard;
    /** Whose card the opponent is; null for a sparring draft (never rated). */
    opponentPlayerId: string | null;
  } | null;
  /** Duels the player fought since the game day turned: the day's purse counts them. */
  foughtToday: number;
  /** The season of this moment and each side's latest rating row up to it. */
  season: { number: number; mine: SeasonRatingRowOf | null; theirs: SeasonRatingOf | null };
  /** The settings' full cooldown; the first levels wait a share of it. */
  cooldownSeconds: number;
}

/** The start asked for: the cards, one per slot, and the fight's seed (the server draws it). */
export interface DuelStartMove {
  cardIds: readonly string[];
  seed: number;
}

/** The challenger's rating after a rated duel; only the challenger's moves. */
export interface DuelRatingChange {
  season: number;
  /** The rating the duel started from (the row of the season, its reset, or the start). */
  before: number;
  after: Rating;
  peak: number;
  ratedDuels: number;
}

export interface DuelStartEffect<T extends DuelStartCard> {
  /** The cards sent, in the order sent. */
  chosen: T[];
  won: boolean;
  /** The engine's actions, stored for the replay. */
  actions: DuelAction[];
  /** The winning side's cards as the fight left them. */
  winner: CardState[];
  experienceGained: number;
  /** The player's level and experience after the duel. */
  level: number;
  experience: number;
  /** Seconds until the next duel, from the transaction's clock. */
  cooldownSeconds: number;
  /** What the duel paid (zero past the day's purse). */
  pay: DuelPay;
  /** The pay and the level-up's diamonds, each with its ledger reason, in booking order. */
  balances: BalanceDelta[];
  /** The challenger's new rating; null when the duel is not rated. */
  rating: DuelRatingChange | null;
}

export type DuelStartRefusal = DuelCooldownError | NoDuelError | DuelStartError;

/** The rating a rated duel moves from, and its peak and count so far in `season`. */
function ratingBefore(season: number, mine: SeasonRatingRowOf | null) {
  const rating = ratingInSeason(season, mine);
  return mine?.season === season
    ? { rating, peak: mine.peak, ratedDuels: mine.ratedDuels }
    : { rating, peak: null, ratedDuels: 0 };
}

/**
 * The effect of fighting the pending duel with `move.cardIds`. Refused in the order a
 * player hears: the cooldown, then a duel to fight, then the cards (checkDuelStart).
 *
 * Experience and pace go by the level before the fight; the pay by the opponent's strength
 * against the cards sent, within the day's purse; each level gained pays its diamonds.
 * Only the challenger's rating moves, in the season of this moment: the opponent's owner
 * did not choose the fight, their rating is read as the strength.
 */
export function duelStartEffect<T extends DuelStartCard>(
  state: DuelStartState<T>,
  move: DuelStartMove,
): Result<DuelStartEffect<T>, DuelStartRefusal> {
  const { player, duel } = state;
  const cooled = checkDuelCooldown(player.nextDuelAtMs, state.nowMs);
  if (!cooled.ok) return cooled;
  if (!duel) return err({ code: 'NO_DUEL' });
  const chosen = checkDuelStart({
    slotCount: duel.slotCount,
    cardIds: move.cardIds,
    owned: state.owned,
    level: player.level,
  });
  if (!chosen.ok) return chosen;

  const playerSide = chosen.value.map((card) => card.fighter);
  const fight = simulateDuel({ player: playerSide, opponent: [duel.opponent], seed: move.seed });
  const won = fight.winner === 'player';
  const experienceGained = duelExperience(won, duel.opponent.level, player.level);
  const outcome = applyExperience(player.level, player.experience, experienceGained);
  const pay = duelPayOfTheDay(
    won,
    {
      opponentLevel: duel.opponent.level,
      opponentPower: cardPower(duel.opponent),
      playerPower: teamPower(playerSide),
    },
    state.foughtToday,
  );

  const payReason = `${won ? 'duel-won' : 'duel-lost'}:${duel.id}` as const;
  const paid: Array<[Currency, number]> = [
    ['credits', pay.credits],
    ['magicDust', pay.magicDust],
  ];
  const balances: BalanceDelta[] = paid
    .filter(([, delta]) => delta > 0)
    .map(([currency, delta]) => ({ currency, delta, reason: payReason }));
  if (outcome.diamondsGained > 0) {
    balances.push({
      currency: 'diamonds',
      delta: outcome.diamondsGained,
      reason: `level-up:${outcome.level}`,
    });
  }

  let rating: DuelRatingChange | null = null;
  if (isRatedDuel(player.id, duel.opponentPlayerId)) {
    const { number: season, mine, theirs } = state.season;
    const before = ratingBefore(season, mine);
    const after = rateDuel(before.rating, ratingInSeason(season, theirs), won);
    rating = {
      season,
      before: before.rating.rating,
      after,
      peak: Math.max(before.peak ?? after.rating, after.rating),
      ratedDuels: before.ratedDuels + 1,
    };
  }

  return ok({
    chosen: chosen.value,
    won,
    actions: fight.actions,
    winner: fight.finalStates.filter((card) => card.isPlayer === won),
    experienceGained,
    level: outcome.level,
    experience: outcome.experience,
    cooldownSeconds: duelCooldownSeconds(player.level, state.cooldownSeconds),
    pay,
    balances,
    rating,
  });
}
