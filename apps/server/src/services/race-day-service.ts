/**
 * The race of a game day (docs/RULES.md, "The daily race"): drawn from a seed only the
 * servers can compute (an HMAC of the day's label under a shared secret, so the race of a
 * day to come cannot be worked out from outside), proven by the solver, and stored once by
 * whichever instance asks first: the insert does nothing if another instance stored it,
 * and every instance reads back the same row.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { drawRace, gameDayLabel, gameDayNumber, nextDayTurnMs } from '@alchemy/game-rules';
import type { Db } from '../db/database';
import { ruleFailure } from '../lib/rule-error-http';
import { findRaceDay, insertRaceDayOnce, type RaceDayRow } from '../repositories/race';
import { sharedSecret } from '../repositories/server-secrets';
import { raceCatalogue } from './race-graph';

async function daySeed(db: Db, day: number): Promise<number> {
  const secret = await sharedSecret(db, 'daily-race', randomBytes(32).toString('base64url'));
  return createHmac('sha256', secret)
    .update(`race:${gameDayLabel(day)}`)
    .digest()
    .readUInt32BE(0);
}

/** The day's race, drawn and stored on first need; 404 RACE_NOT_FOUND if none can be drawn. */
export async function ensureRaceDay(db: Db, day: number): Promise<RaceDayRow> {
  const stored = await findRaceDay(db, day);
  if (stored) return stored;
  const { graph } = await raceCatalogue(db);
  const race = drawRace(graph, await daySeed(db, day));
  if (!race) throw ruleFailure({ code: 'RACE_NOT_FOUND' });
  return insertRaceDayOnce(db, {
    day,
    start: race.start.map((entry) => ({ itemId: entry.name, quantity: entry.quantity })),
    targetId: race.target,
    shortest: race.shortest,
    paths: race.paths.map((path) => path.map((step) => [step.one, step.two, step.result])),
  });
}

/**
 * What the day's turn does for the race: the new day's race exists before anyone asks. The
 * live channel, when it comes, calls this at the turn and tells the players; until then the
 * first request of the day (or of the hour before it) does.
 */
async function onRaceDayTurned(db: Db, day: number): Promise<RaceDayRow> {
  return ensureRaceDay(db, day);
}

/** Tomorrow's race is drawn in the last hour of today, so it is stored before the turn. */
const DRAW_AHEAD_MS = 3_600_000;

/**
 * Today's race, and tomorrow's within DRAW_AHEAD_MS of the turn: run by every instance's
 * housekeeping timer (every ~10 minutes) and by GET /race, so the race of a day is stored
 * before its first player asks. Idempotent: any number of instances may run it at once.
 */
export async function prepareRaces(db: Db, nowMs: number): Promise<void> {
  const today = gameDayNumber(nowMs);
  await ensureRaceDay(db, today);
  if (nextDayTurnMs(nowMs) - nowMs < DRAW_AHEAD_MS) await onRaceDayTurned(db, today + 1);
}
