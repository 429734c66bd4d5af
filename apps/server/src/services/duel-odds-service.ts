/**
 * Before and after a fight, beside the arena service: the win odds of the chosen cards
 * against the pending duel (issue 14), and the player's last fought duel, which a reload
 * of the duel screen replays and the arena sums up in a line.
 */
import { checkDuelStart, WIN_ODDS_FIGHTS, winChancePercent } from '@alchemy/game-rules';
import type { DuelOdds, DuelResult, LastDuel } from '@alchemy/contracts';
import { notFound } from '../lib/app-error';
import { orRefuse, ruleFailure } from '../lib/rule-error-http';
import { StoredDataError } from '../lib/stored-data';
import { toBattleCard, toDuelCandidate, toDuelCard } from '../mappers/cards';
import { toDuelOpponent, toDuelResult, toLastDuel } from '../mappers/duels';
import { cardsOf } from '../repositories/battle-cards';
import { findLastDuelSummary, findLatestFoughtDuel, findPendingDuel } from '../repositories/duels';
import type { PlayerRow } from '../repositories/players';
import type { OddsPool } from '../workers/odds-pool';
import type { ServiceContext } from './context';
import { freshSeeds } from './fresh-seeds';

/** The pending duel, or null when there is none or its stored opponent does not parse. */
async function pendingDuel(ctx: ServiceContext, playerId: string) {
  const row = await findPendingDuel(ctx.db, playerId);
  if (!row) return null;
  try {
    return toDuelOpponent(row);
  } catch (error) {
    if (error instanceof StoredDataError) return null;
    throw error;
  }
}

/**
 * GET /arena/odds: WIN_ODDS_FIGHTS fights of the chosen cards against the pending duel's
 * opponent, each from a fresh seed. The cards are checked as a start checks them, so the
 * odds are always of a fight that could start. The fights run in the odds pool
 * (workers/odds-pool.ts), off the request's thread; the seeds are drawn here.
 */
export async function duelOdds(
  ctx: ServiceContext,
  current: PlayerRow,
  cardIdList: string,
  odds: OddsPool,
): Promise<DuelOdds> {
  const cardIds = cardIdList.split(',').map((id) => id.toLowerCase());
  const duel = await pendingDuel(ctx, current.id);
  if (!duel) throw ruleFailure({ code: 'NO_DUEL' });
  const wanted = new Set(cardIds);
  const owned = (await cardsOf(ctx.db, current.id))
    .filter((row) => wanted.has(row.id))
    .map(toBattleCard);
  const chosen = orRefuse(
    checkDuelStart({
      slotCount: duel.playerCardSlots,
      cardIds,
      owned: owned.map((card) => ({ ...toDuelCandidate(card), card })),
      level: current.level,
    }),
  );
  const { chance, fights } = await odds.winOdds(
    chosen.map(({ card }) => toDuelCard(card)),
    [toDuelCard(duel.opponent)],
    freshSeeds(WIN_ODDS_FIGHTS),
  );
  return { duelId: duel.id, winChance: winChancePercent(chance), fights };
}

/** GET /arena/duels/latest: the player's last fought duel, to show it again on a reload. */
export async function latestDuel(ctx: ServiceContext, playerId: string): Promise<DuelResult> {
  const row = await findLatestFoughtDuel(ctx.db, playerId);
  if (!row) throw notFound('You have not fought a duel yet.');
  return toDuelResult(row);
}

/** GET /arena/last-duel: the last fought duel in a line, or null before the first. */
export async function lastDuel(ctx: ServiceContext, playerId: string): Promise<LastDuel> {
  return toLastDuel(await findLastDuelSummary(ctx.db, playerId));
}
