/**
 * Duel rows as the contract shows them. The jsonb columns are parsed with the contract's
 * schemas on the way out (a duel fought by an older or newer server, or edited by hand,
 * is caught here, logged, and never sent half-right).
 */
import { z } from 'zod';
import {
  BattleCardSchema,
  CardStateSchema,
  DUEL_PROTOCOL_VERSION,
  DuelActionSchema,
  ReplayIdSchema,
  type Duel,
  type DuelResult,
  type LastDuel,
} from '@alchemy/contracts';
import { parseStored, StoredDataError } from '../lib/stored-data';
import type { DuelRow, LastDuelRow } from '../repositories/duels';

const BattleCardsSchema = z.array(BattleCardSchema);
const ActionsSchema = z.array(DuelActionSchema);
const WinnerSchema = z.array(CardStateSchema).min(1);

export function toDuel(row: DuelRow): Duel {
  return {
    id: row.id,
    opponent: parseStored(BattleCardSchema, row.opponentCard, `opponent of duel ${row.id}`),
    playerCardSlots: row.playerCardSlots,
  };
}

export function toDuelResult(row: DuelRow): DuelResult {
  const what = `duel ${row.id}`;
  if (row.protocolVersion !== DUEL_PROTOCOL_VERSION) {
    throw new StoredDataError(
      what,
      `protocol version ${row.protocolVersion}; this server speaks ${DUEL_PROTOCOL_VERSION}`,
    );
  }
  return {
    id: row.id,
    protocolVersion: DUEL_PROTOCOL_VERSION,
    animationSequence: parseStored(ActionsSchema, row.actions, `actions of ${what}`),
    winner: parseStored(WinnerSchema, row.winner, `winner of ${what}`),
    ...(row.experienceGained !== null ? { experienceGained: row.experienceGained } : {}),
    ...(row.rewardCredits !== null && row.rewardMagicDust !== null
      ? { reward: { credits: row.rewardCredits, magicDust: row.rewardMagicDust } }
      : {}),
    replayId: parseStored(ReplayIdSchema, row.replayId, `replay id of ${what}`),
    playerCards: parseStored(BattleCardsSchema, row.playerCards, `player cards of ${what}`),
    opponentCards: [toDuel(row).opponent],
  };
}

/** The last fought duel in a line: who won, the experience, whom it was against. */
export function toLastDuel(row: LastDuelRow | null): LastDuel {
  if (!row) return { duel: null };
  const what = `duel ${row.id}`;
  const winner = parseStored(WinnerSchema, row.winner, `winner of ${what}`);
  const opponent = parseStored(BattleCardSchema, row.opponentCard, `opponent of ${what}`);
  return {
    duel: {
      id: row.id,
      won: winner[0]?.isPlayer === true,
      experienceGained: row.experienceGained ?? 0,
      opponentName: opponent.card.name,
    },
  };
}
