/**
 * The periodic clean-up of expired rows (repositories/housekeeping.ts), and the folding of
 * the market's old price hours into days. Every instance runs the timer; a transaction-scoped
 * advisory lock lets one of them do the work each time, so N instances on one PostgreSQL
 * clean once, not N times at once. The same lock makes one instance end a ranked season
 * (season-service.ts#endSeasons), and makes one of them fold the market's listing-count deltas
 * into the kinds' counts, often, so that the market page's total sums a few rows
 * (repositories/market-listings.ts#foldListingCounts, docs/adr/0117-market-listing-totals.md).
 */
import type { Db } from '../db/database';
import { deleteExpiredRows, tryAdvisoryLock } from '../repositories/housekeeping';
import { foldListingCounts } from '../repositories/market-listings';
import type { ServiceContext } from './context';
import { foldPriceHistory } from './market-price-service';
import { prepareRaces } from './race-day-service';
import { endSeasons } from './season-service';
import { databaseNowMs } from '../repositories/progress';

export const HOUSEKEEPING_LOCK = 'alchemy-arena:housekeeping';
/** Every 10 minutes, give or take a minute so instances started together drift apart. */
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;
/**
 * The listing counts' fold, more often than the rest: the deltas a busy market writes in
 * 15 s (about 2,400 rows at 80 purchases and 80 listings a second) still sum in well under a
 * millisecond, where ten minutes of them would cost the page what counting did.
 */
const FOLD_EVERY_MS = 15 * 1000;

export type HousekeepingResult =
  | { ran: false }
  | {
      ran: true;
      rateLimitWindows: number;
      sessions: number;
      verifications: number;
      hoursFolded: number;
      daysForgotten: number;
      listingDeltasFolded: number;
    };

export async function cleanExpiredRows(
  ctx: Pick<ServiceContext, 'db'>,
  nowMs = Date.now(),
): Promise<HousekeepingResult> {
  return ctx.db.transaction(async (tx) => {
    if (!(await tryAdvisoryLock(tx, HOUSEKEEPING_LOCK))) return { ran: false };
    const expired = await deleteExpiredRows(tx);
    const prices = await foldPriceHistory(tx, nowMs);
    return { ran: true, ...expired, ...prices, listingDeltasFolded: await foldListingCounts(tx) };
  });
}

/**
 * Folds the listing-count deltas alone, under the housekeeping lock: skipped (`ran: false`)
 * while another instance, or the clean-up above, holds it; the next fold takes them all.
 */
export async function foldMarketCounts(
  ctx: Pick<ServiceContext, 'db'>,
): Promise<{ ran: false } | { ran: true; listingDeltasFolded: number }> {
  return ctx.db.transaction(async (tx) => {
    if (!(await tryAdvisoryLock(tx, HOUSEKEEPING_LOCK))) return { ran: false };
    return { ran: true, listingDeltasFolded: await foldListingCounts(tx) };
  });
}

/** Starts the timer; the returned function stops it (on shutdown). */
export function startHousekeeping(
  db: Db,
  seasonLengthDays: number,
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let foldTimer: NodeJS.Timeout | undefined;
  // A run in flight when the server stops must not schedule another on a closed database.
  let stopped = false;
  const scheduleFold = () => {
    if (stopped) return;
    foldTimer = setTimeout(() => void fold(), FOLD_EVERY_MS);
    foldTimer.unref();
  };
  const fold = async () => {
    try {
      await foldMarketCounts({ db });
    } catch (error) {
      log.warn({ err: error }, "the market's listing counts could not be folded; tried again soon");
    }
    scheduleFold();
  };
  scheduleFold();
  const schedule = () => {
    if (stopped) return;
    const jitter = (Math.random() - 0.5) * 2 * 60_000;
    timer = setTimeout(() => void run(), HOUSEKEEPING_EVERY_MS + jitter);
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await cleanExpiredRows({ db });
      if (result.ran) log.info(result, 'housekeeping: expired rows deleted');
    } catch (error) {
      log.warn({ err: error }, 'housekeeping failed; it runs again later');
    }
    try {
      // Under the housekeeping lock, batch by batch; the reward's key pays once regardless.
      const seasons = await endSeasons(
        { db, requestId: 'housekeeping' },
        await databaseNowMs(db),
        seasonLengthDays,
      );
      if (seasons.ran && seasons.ended.length > 0) log.info(seasons, 'seasons ended');
    } catch (error) {
      log.warn({ err: error }, "a season's end failed; it is tried again later");
    }
    try {
      // Idempotent, so every instance may: the day's races exist before players ask.
      await prepareRaces(db, await databaseNowMs(db));
    } catch (error) {
      log.warn({ err: error }, 'the daily race could not be prepared; it is tried again later');
    }
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(foldTimer);
  };
}
