/** First-time guidance: which tips the player has seen, kept on the server per player. */
import type { GuidanceKey } from '@alchemy/game-rules';
import type { Profile } from '@alchemy/contracts';
import { toProfile } from '../mappers/profile';
import { addGuidanceSeen } from '../repositories/guidance';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { inTransaction } from './transaction';

/** POST /profile/guidance: marks one tip seen (idempotent); the updated profile. */
export async function markGuidanceSeen(
  ctx: ServiceContext,
  current: PlayerRow,
  key: GuidanceKey,
): Promise<Profile> {
  if (current.guidanceSeen.includes(key)) return toProfile(current, Date.now());
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    return toProfile(await addGuidanceSeen(tx, me, key), me.nowMs);
  });
}
