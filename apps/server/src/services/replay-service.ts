/**
 * Shared replays (docs/RULES.md, "Shared replays"): a fought duel, read-only, for anyone
 * holding its link. The link's id is the only key; it opens this duel's fight and its
 * cards' pictures and nothing else.
 */
import type { PublicReplay } from '@alchemy/contracts';
import { notFound } from '../lib/app-error';
import { toDuelResult } from '../mappers/duels';
import { replaySlots, toPublicReplay } from '../mappers/public-replay';
import { findDuelByReplayId } from '../repositories/duels';
import type { ServiceContext } from './context';
import { cardPictureSvg, type Picture } from './picture-service';

const NO_REPLAY = 'There is no such replay.';

/** GET /replays/{replayId}: the fight, its cards by slot, who won. */
export async function publicReplay(
  ctx: Pick<ServiceContext, 'db'>,
  replayId: string,
): Promise<PublicReplay> {
  const row = await findDuelByReplayId(ctx.db, replayId);
  if (!row) throw notFound(NO_REPLAY);
  return toPublicReplay(toDuelResult(row));
}

/** GET /replays/{replayId}/cards/{slot}.svg: a fighter's picture, named by its slot. */
export async function replayCardPicture(
  ctx: Pick<ServiceContext, 'db'>,
  replayId: string,
  slot: string,
): Promise<Picture> {
  const row = await findDuelByReplayId(ctx.db, replayId);
  const card = row && replaySlots(toDuelResult(row)).get(slot);
  const picture = card ? await cardPictureSvg(ctx, card.id) : null;
  if (!picture) throw notFound(NO_REPLAY);
  return picture;
}
