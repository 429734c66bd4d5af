/**
 * The arena: finding an opponent, starting a duel after the cooldown, fighting it on the
 * server from a fresh seed and paying experience, all in one transaction per start. The
 * engine is the pure simulateDuel of @alchemy/game-rules; the server is the only place a
 * fight is decided, and the client only replays the stored actions.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  applyExperience,
  cardPower,
  checkDuelCooldown,
  checkDuelStart,
  duelCooldownSeconds,
  duelExperience,
  duelPay,
  playerCardSlots,
  simulateDuel,
  teamPower,
} from '@alchemy/game-rules';
import { DUEL_PROTOCOL_VERSION, type Duel, type DuelResult } from '@alchemy/contracts';
import { notFound } from '../lib/app-error';
import { orRefuse, ruleFailure } from '../lib/rule-error-http';
import { StoredDataError } from '../lib/stored-data';
import { toBattleCard, toDuelCandidate, toDuelCard } from '../mappers/cards';
import { toDuel, toDuelResult } from '../mappers/duels';
import { changeBalance } from '../repositories/balances';
import {
  deletePendingDuel,
  findFoughtDuel,
  findPendingDuel,
  insertPendingDuel,
  saveFoughtDuel,
  type DuelRow,
} from '../repositories/duels';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { chooseOpponent } from './opponent-choice';
import { recordProgress } from './progress-service';
import { inTransaction } from './transaction';

const newSeed = () => randomInt(0, 2 ** 32 - 1);
/** 144 random bits: the public replay's id, made for the link and for nothing else. */
const newReplayId = () => randomBytes(18).toString('base64url');

/**
 * A pending duel as the contract shows it, or null when its stored opponent does not parse
 * (logged): such a duel is replaced rather than leaving the player stuck.
 */
function readablePending(ctx: ServiceContext, row: DuelRow): Duel | null {
  try {
    return toDuel(row);
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    ctx.log.error({ err: error, duelId: row.id }, 'pending duel unreadable: replacing it');
    return null;
  }
}

/** GET /arena/duel: the pending duel, made on first ask and kept until fought. */
export async function findOrCreateDuel(ctx: ServiceContext, current: PlayerRow): Promise<Duel> {
  const pending = await findPendingDuel(ctx.db, current.id);
  const ready = pending && readablePending(ctx, pending);
  if (ready) return ready;
  return inTransaction(ctx, async (tx, locks) => {
    // Under the player's lock two first asks make one duel between them.
    const me = await locks.player(current.id);
    const again = await findPendingDuel(tx, me.id);
    if (again) {
      const duel = readablePending(ctx, again);
      if (duel) return duel;
      await deletePendingDuel(tx, me, again.id);
    }
    // By card power within the level window; a newcomer's is winnable (opponent-choice.ts).
    const opponent = await chooseOpponent(tx, locks, me);
    const created = await insertPendingDuel(tx, me, {
      opponentCard: toBattleCard(opponent),
      opponentPlayerId: opponent.playerId,
      playerCardSlots: playerCardSlots(me.level),
    });
    return toDuel(created);
  });
}

/** POST /arena/duel/start: fight the pending duel with the chosen cards. */
export async function startDuel(
  ctx: ServiceContext,
  current: PlayerRow,
  cardIds: readonly string[],
  cooldownSeconds: number,
): Promise<DuelResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    orRefuse(checkDuelCooldown(me.nextDuelAt?.getTime() ?? null, me.nowMs));
    const owned = (await locks.cards(cardIds, me)).map(toBattleCard);
    const pending = await locks.pendingDuel(me);
    // An unreadable pending duel is replaced by the next GET /arena/duel.
    const duel = pending && readablePending(ctx, pending);
    if (!pending || !duel) throw ruleFailure({ code: 'NO_DUEL' });
    const chosen = orRefuse(
      checkDuelStart({
        slotCount: duel.playerCardSlots,
        cardIds,
        owned: owned.map((card) => ({ ...toDuelCandidate(card), card })),
        level: me.level,
      }),
    );

    const seed = newSeed();
    const playerSide = chosen.map(({ card }) => toDuelCard(card));
    const opponentCard = toDuelCard(duel.opponent);
    const fight = simulateDuel({ player: playerSide, opponent: [opponentCard], seed });
    const won = fight.winner === 'player';
    // Experience and pace by the level before the fight (docs/RULES.md, "The pace of the
    // first hour"); the pay by the opponent's strength against the cards sent ("Duel pay").
    const experienceGained = duelExperience(won, duel.opponent.level, me.level);
    const outcome = applyExperience(me.level, me.experience, experienceGained);
    const pay = duelPay(won, {
      opponentLevel: duel.opponent.level,
      opponentPower: cardPower(opponentCard),
      playerPower: teamPower(playerSide),
    });
    const fought = await saveFoughtDuel(
      tx,
      me,
      pending,
      {
        seed,
        protocolVersion: DUEL_PROTOCOL_VERSION,
        playerCards: chosen.map(({ card }) => card),
        actions: fight.actions,
        winner: fight.finalStates.filter((state) => state.isPlayer === won),
        experienceGained,
        rewardCredits: pay.credits,
        rewardMagicDust: pay.magicDust,
        replayId: newReplayId(),
      },
      {
        cooldownSeconds: duelCooldownSeconds(me.level, cooldownSeconds),
        progress: { level: outcome.level, experience: outcome.experience },
      },
    );
    const payReason = `${won ? 'duel-won' : 'duel-lost'}:${fought.id}`;
    for (const [currency, delta] of [
      ['credits', pay.credits],
      ['magicDust', pay.magicDust],
    ] as const) {
      if (delta > 0) {
        await changeBalance(tx, me, {
          currency,
          delta,
          reason: payReason,
          requestId: ctx.requestId,
        });
      }
    }
    if (outcome.diamondsGained > 0) {
      await changeBalance(tx, me, {
        currency: 'diamonds',
        delta: outcome.diamondsGained,
        reason: `level-up:${outcome.level}`,
        requestId: ctx.requestId,
      });
    }
    await recordProgress(tx, locks, ctx, [
      { player: me, events: [{ type: 'duel-fought', won, level: outcome.level }] },
    ]);
    return toDuelResult(fought);
  });
}

/** GET /arena/duels/{id}: a fought duel of this player, for its replay. */
export async function duelReplay(
  ctx: ServiceContext,
  playerId: string,
  duelId: string,
): Promise<DuelResult> {
  const row = await findFoughtDuel(ctx.db, playerId, duelId);
  if (!row) throw notFound('There is no such duel among yours.');
  return toDuelResult(row);
}
