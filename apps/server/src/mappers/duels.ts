/**
 * Duel rows as the contract shows them. The jsonb columns are parsed with the contract's
 * schemas on the way out (a duel fought by an older or newer server, or edited by hand,
 * is caught here, logged, and never sent half-right).
 */
import { toDuelRating } from './seasons';
import { z } from 'zod';
import {
  BattleCardSchema,
  CardStateSchema,
  DUEL_PROTOCOL_VERSION,
  DuelActionSchema,
  ReplayIdSchema,
  RivalKindSchema,
  type Duel,
  type DuelResult,
  type LastDuel,
} from '@alchemy/contracts';
import { RIVAL_KINDS } from '@alchemy/game-rules';
import { parseStored, StoredDataError } from '../lib/stored-data';
import type { DuelRow, LastDuelRow } from '../repositories/duels';

const BattleCardsSchema = z.array(BattleCardSchema);
const ActionsSchema = z.array(DuelActionSchema);
const WinnerSchema = z.array(CardStateSchema).min(1);

/** A rival as the duel row keeps it: the contract's rival plus the card's owner. */
const StoredRivalSchema = z.object({
  kind: RivalKindSchema,
  card: BattleCardSchema,
  playerId: z.uuid().nullable(),
  winChance: z.number().int().min(0).max(100).nullable(),
  purse: z.object({ credits: z.number().int().min(0), magicDust: z.number().int().min(0) }),
});
export type StoredRival = z.infer<typeof StoredRivalSchema>;
const StoredRivalsSchema = z.array(StoredRivalSchema).max(3);

/** The pending duel's fight: its id, the opponent card that would fight, the slots. */
export function toDuelOpponent(row: DuelRow): Pick<Duel, 'id' | 'opponent' | 'playerCardSlots'> {
  return {
    id: row.id,
    opponent: parseStored(BattleCardSchema, row.opponentCard, `opponent of duel ${row.id}`),
    playerCardSlots: row.playerCardSlots,
  };
}

/** The stored rivals, safer to stronger; none for a duel made before rivals. */
export function storedRivals(row: DuelRow): StoredRival[] {
  if (row.rivals === null) return [];
  const rivals = parseStored(StoredRivalsSchema, row.rivals, `rivals of duel ${row.id}`);
  return RIVAL_KINDS.flatMap((kind) => rivals.filter((rival) => rival.kind === kind));
}

/** What the player has left of the game day: new draws of rivals and paid duels. */
export interface DuelDayLeft {
  refreshesLeft: number;
  paidDuelsLeft: number;
}

export function toDuel(row: DuelRow, { refreshesLeft, paidDuelsLeft }: DuelDayLeft): Duel {
  return {
    ...toDuelOpponent(row),
    rivals: storedRivals(row).map(({ kind, card, winChance, purse }) => ({
      kind,
      opponent: card,
      winChance,
      purse,
    })),
    chosenRival:
      row.chosenRival === null
        ? null
        : parseStored(RivalKindSchema, row.chosenRival, `chosen rival of duel ${row.id}`),
    refreshesLeft,
    paidDuelsLeft,
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
    opponentCards: [toDuelOpponent(row).opponent],
    ...(row.ratedSeason !== null && row.ratingBefore !== null && row.ratingAfter !== null
      ? { rating: toDuelRating(row.ratedSeason, row.ratingBefore, row.ratingAfter) }
      : {}),
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
