/**
 * Collections (docs/RULES.md, "Collections"): claiming a family's milestone. One
 * transaction: the player's lock and the progress lock, the family counted, the claim row
 * written (so a milestone pays once however many claims race), the reward booked.
 */
import { checkCollectionClaim, gameDayNumber, type CollectionPercent } from '@alchemy/game-rules';
import type { CollectionClaimResult } from '@alchemy/contracts';
import { orRefuse } from '../lib/rule-error-http';
import { claimedPercents, toEncyclopediaFamily, toReward } from '../mappers/goals';
import { toProfile } from '../mappers/profile';
import type { PlayerRow } from '../repositories/players';
import { collectionClaims, familyCounts, insertCollectionClaim } from '../repositories/progress';
import type { ServiceContext } from './context';
import { payReward } from './pay-reward';
import { inTransaction } from './transaction';

/** POST /collections/claim: one milestone of one family, paid once. */
export async function claimCollection(
  ctx: ServiceContext,
  current: PlayerRow,
  family: string,
  percent: CollectionPercent,
): Promise<CollectionClaimResult> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    const progress = (await locks.progress([me], gameDayNumber(me.nowMs))).get(me.id);
    if (!progress) throw new Error(`progress of ${me.id} not locked`);
    const [count] = await familyCounts(tx, me, [family]);
    const claims = await collectionClaims(tx, me.id, family);
    const claim = orRefuse(
      checkCollectionClaim({
        family,
        percent,
        total: count?.total ?? 0,
        discovered: count?.discovered ?? 0,
        claimed: claimedPercents(claims, family).has(percent),
      }),
    );
    if (!count) throw new Error(`collection ${family} refused no claim yet was not counted`);
    let balances = { credits: me.credits, diamonds: me.diamonds, magicDust: me.magicDust };
    if (!claim.alreadyClaimed) {
      if (!(await insertCollectionClaim(tx, progress.row, family, percent))) {
        throw new Error(`collection ${family} ${percent}% of ${me.id} claimed under the lock`);
      }
      balances = await payReward(
        tx,
        ctx,
        me,
        balances,
        claim.pays,
        `collection:${family}:${percent}`,
      );
    }
    return {
      family: toEncyclopediaFamily(count, [...claims, { family, percent }]),
      percent,
      alreadyClaimed: claim.alreadyClaimed,
      paid: toReward(claim.pays),
      profile: toProfile({ ...me, ...balances }, me.nowMs),
    };
  });
}
