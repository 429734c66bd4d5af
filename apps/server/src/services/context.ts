/** What every service call carries: the database, and the request it serves. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { noticeBoardOf, type NoticeBoard } from '../lib/notice-board';

export interface ServiceContext {
  db: Db;
  /** Written into ledger rows, so an audit can find the request behind a change. */
  requestId: string;
  log: FastifyBaseLogger;
  /** What the request's moves did for the player's goals and achievements, to tell them. */
  notices: NoticeBoard;
}

export function contextOf(db: Db, request: FastifyRequest): ServiceContext {
  return { db, requestId: request.id, log: request.log, notices: noticeBoardOf(request) };
}
