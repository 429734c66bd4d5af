/**
 * What a duel pays besides experience (issue 25, "Wins pay"; docs/RULES.md, "Duel pay").
 * A win pays credits and magic dust scaled by the opponent's level and by its strength
 * against the player's side (the ratio of their powers, card-power.ts): a stronger rival
 * pays more, a safer one less, so choosing a harder fight is worth its risk. A loss pays
 * a fifth of the win, as it gives a fifth of the experience: every duel moves a player on.
 * The ratio is what the server knows of the fight before it is drawn; the win odds would
 * cost a thousand simulated fights at every start.
 */
import type { Currency } from '../currency';

/** Credits and dust of a duel; duels pay no diamonds (those come with levels). */
export type DuelPay = Readonly<Record<Exclude<Currency, 'diamonds'>, number>>;

/** A win at level 1 against an even opponent. */
export const DUEL_WIN_CREDITS = 20;
export const DUEL_WIN_DUST = 5;
/** The pay grows by this share of the base per opponent level above 1 (x1.9 at 10). */
export const DUEL_PAY_PER_LEVEL = 0.1;
/** The strength factor is the opponent's power over the player's, held to this range. */
export const DUEL_STRENGTH_MIN = 0.5;
export const DUEL_STRENGTH_MAX = 2;
/** A loss pays this share of the win it would have been (rounded; at least 1 credit). */
export const DUEL_LOSS_SHARE = 0.2;

export interface DuelPayInput {
  /** The level of the opponent's card (its experience is paid by the same). */
  opponentLevel: number;
  /** cardPower of the opponent's side and teamPower of the player's. */
  opponentPower: number;
  playerPower: number;
}

/** The opponent's strength against the player, in [DUEL_STRENGTH_MIN, DUEL_STRENGTH_MAX]. */
export function duelStrength(opponentPower: number, playerPower: number): number {
  if (!(opponentPower > 0) || !(playerPower > 0)) return 1;
  return Math.min(DUEL_STRENGTH_MAX, Math.max(DUEL_STRENGTH_MIN, opponentPower / playerPower));
}

/** What a win and a loss against this opponent pay: the rival's purse. */
export function duelPurse(input: DuelPayInput): { win: DuelPay; loss: DuelPay } {
  const level = Math.max(1, Math.floor(input.opponentLevel));
  const factor =
    (1 + DUEL_PAY_PER_LEVEL * (level - 1)) * duelStrength(input.opponentPower, input.playerPower);
  const win = {
    credits: Math.round(DUEL_WIN_CREDITS * factor),
    magicDust: Math.round(DUEL_WIN_DUST * factor),
  };
  const loss = {
    credits: Math.max(1, Math.round(win.credits * DUEL_LOSS_SHARE)),
    magicDust: Math.round(win.magicDust * DUEL_LOSS_SHARE),
  };
  return { win, loss };
}

/** What a fought duel pays. */
export function duelPay(won: boolean, input: DuelPayInput): DuelPay {
  const purse = duelPurse(input);
  return won ? purse.win : purse.loss;
}

/**
 * The day's purse: the first duels a player starts in a game day pay (win or loss); the
 * rest of the day's duels give experience only. It holds a day's duel pay to what a long
 * evening earns, however long a player grinds (docs/RULES.md, "Duel pay"), and it is one
 * more thing a new day brings.
 */
export const PAID_DUELS_PER_DAY = 20;

/** Paid duels left today, after `startedToday` duels started in this game day. */
export function paidDuelsLeft(startedToday: number): number {
  return Math.max(0, PAID_DUELS_PER_DAY - Math.max(0, Math.floor(startedToday)));
}

const NO_PAY: DuelPay = { credits: 0, magicDust: 0 };

/** What a duel pays when `startedBefore` duels were started earlier in the same game day. */
export function duelPayOfTheDay(won: boolean, input: DuelPayInput, startedBefore: number): DuelPay {
  return paidDuelsLeft(startedBefore) > 0 ? duelPay(won, input) : NO_PAY;
}
