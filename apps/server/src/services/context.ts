/** What every service call carries: the database, and the request it serves. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { noticeBoardOf, type NoticeBoard } from '../lib/notice-board';
import { databaseNowMs } from '../repositories/progress';

export interface ServiceContext {
  db: Db;
  /** Written into ledger rows, so an audit can find the request behind a change. */
  requestId: string;
  log: FastifyBaseLogger;
  /** What the request's moves did for the player's goals and achievements, to tell them. */
  notices: NoticeBoard;
  /**
   * The database's clock as the request's session was read (plugins/authenticate.ts), or
   * null on a public route: see `readClockMs`.
   */
  sessionClockMs: number | null;
}

export function contextOf(db: Db, request: FastifyRequest): ServiceContext {
  return {
    db,
    requestId: request.id,
    log: request.log,
    notices: noticeBoardOf(request),
    sessionClockMs: request.sessionClockMs,
  };
}

/**
 * "Now" for a call that only reads (a board, today's race): the database's clock from the
 * session's own query when there was one, so the call saves a round trip (the boards' p99
 * at a million players counts each one), else asked. A move never uses this: its clock is
 * the one its locking read returns inside the transaction.
 */
export async function readClockMs(ctx: ServiceContext): Promise<number> {
  return ctx.sessionClockMs ?? (await databaseNowMs(ctx.db));
}
