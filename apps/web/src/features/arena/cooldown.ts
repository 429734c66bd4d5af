/**
 * The arena's cooldown (docs/RULES.md, "Arena and duels"): the next duel time is now plus
 * profile.duelIntervalSeconds when that is set and non-zero, otherwise now; the block
 * counts down whole seconds to it with game-rules' checkDuelCooldown, the server's check.
 */
import { ruleMessage } from '@alchemy/contracts';
import { checkDuelCooldown } from '@alchemy/game-rules';

/**
 * When the next duel may start, in epoch ms; `fetchedAtMs` is when the profile arrived.
 * No cooldown is "any time", not "the moment the profile arrived": the countdown compares
 * with a clock it reads only while counting, so a profile refetched later (after an
 * improve, say) would otherwise look like a cooldown of the seconds since, and flash the
 * cooldown block over the board.
 */
export function nextDuelAtMs(duelIntervalSeconds: number | undefined, fetchedAtMs: number): number {
  return duelIntervalSeconds ? fetchedAtMs + duelIntervalSeconds * 1000 : 0;
}

/** Whole seconds left, rounded up so '1 second' shows until the very end; never negative. */
export function secondsLeft(nextAtMs: number, nowMs: number): number {
  const cooldown = checkDuelCooldown(nextAtMs, nowMs);
  return cooldown.ok ? 0 : cooldown.error.seconds;
}

/** The block's text: the cooldown refusal's own words, from the one message table. */
export function cooldownText(seconds: number): string {
  return ruleMessage({ code: 'DUEL_COOLDOWN', seconds });
}
