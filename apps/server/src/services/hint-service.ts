/**
 * Hints (docs/RULES.md, "Hints"): one transaction locks the player (rank 1) and the run
 * (rank 2), reads what the run holds, lets game-rules' checkHint decide, then either starts
 * the free hint's cooldown or books the diamonds in the ledger.
 */
import {
  checkHint,
  checkRunOpen,
  HINT_PRICES,
  type HintCurrency,
  nextFreeHintAtMs,
  secondsUntilFreeHint,
  seedFromString,
} from '@alchemy/game-rules';
import type { HintResponse, HintStatus } from '@alchemy/contracts';
import { AppError } from '../lib/app-error';
import { orRefuse } from '../lib/rule-error-http';
import { toProfile } from '../mappers/profile';
import { changeBalance } from '../repositories/balances';
import { runStock } from '../repositories/crafting';
import { heldRecipes, hintClock, recordFreeHint } from '../repositories/hints';
import type { PlayerRow } from '../repositories/players';
import type { ServiceContext } from './context';
import { inTransaction } from './transaction';

function statusOf(lastFreeHintAt: Date | null, nowMs: number): HintStatus {
  const lastMs = lastFreeHintAt?.getTime() ?? null;
  const seconds = secondsUntilFreeHint(lastMs, nowMs);
  return {
    nextFreeHintAt: seconds === 0 ? null : new Date(nextFreeHintAtMs(lastMs)).toISOString(),
    secondsUntilFree: seconds,
    priceDiamonds: HINT_PRICES.diamonds,
    priceDust: HINT_PRICES.magicDust,
  };
}

/** GET /craft/hint: when the free hint is ready, and the price of one now. */
export async function hintStatus(
  ctx: ServiceContext,
  current: Pick<PlayerRow, 'id'>,
): Promise<HintStatus> {
  const clock = await hintClock(ctx.db, current.id);
  if (!clock) throw new AppError(404, 'PROFILE_NOT_FOUND', 'There is no profile any more.');
  return statusOf(clock.lastFreeHintAt, clock.nowMs);
}

/** POST /craft/hint: a pair to try; free when the cooldown is over, else for diamonds or dust. */
export async function takeHint(
  ctx: ServiceContext,
  current: Pick<PlayerRow, 'id'>,
  paid: boolean,
  payWith: HintCurrency = 'diamonds',
): Promise<HintResponse> {
  return inTransaction(ctx, async (tx, locks) => {
    const me = await locks.player(current.id);
    orRefuse(checkRunOpen(await locks.run(me)));
    const stock = await runStock(tx, me.id);
    const recipes = await heldRecipes(tx, me.id);
    const granted = orRefuse(
      checkHint({
        paid,
        payWith,
        lastFreeHintAtMs: me.lastFreeHintAt?.getTime() ?? null,
        nowMs: me.nowMs,
        balances: me,
        held: stock.map((row) => ({
          id: row.item.id,
          quantity: row.quantity,
          isBuildingBlock: row.item.isBuildingBlock,
        })),
        recipes,
        discovered: new Set(recipes.filter((row) => row.discovered).map((row) => row.resultId)),
        // A new draw each time: a paid hint right after a free one may name another pair.
        seed: seedFromString(`${me.id}:${me.nowMs}`),
      }),
    );
    const { pair } = granted;
    let { lastFreeHintAt } = me;
    const balances = { credits: me.credits, diamonds: me.diamonds, magicDust: me.magicDust };
    if (granted.kind === 'free') {
      lastFreeHintAt = new Date(me.nowMs);
      await recordFreeHint(tx, me, lastFreeHintAt);
    } else if (granted.cost) {
      balances[granted.cost.currency] = await changeBalance(tx, me, {
        currency: granted.cost.currency,
        delta: -granted.cost.amount,
        reason: `hint:${pair.itemA}+${pair.itemB}`,
        requestId: ctx.requestId,
      });
    }
    const nameOf = (id: string) => stock.find((row) => row.item.id === id)?.item.name ?? id;
    return {
      pair: [
        { id: pair.itemA, name: nameOf(pair.itemA) },
        { id: pair.itemB, name: nameOf(pair.itemB) },
      ],
      paid: granted.kind === 'paid',
      status: statusOf(lastFreeHintAt, me.nowMs),
      profile: toProfile({ ...me, ...balances, lastFreeHintAt }, me.nowMs),
    };
  });
}
