/** What every service call carries: the database, and the request it serves. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

export interface ServiceContext {
  db: Db;
  /** Written into ledger rows, so an audit can find the request behind a change. */
  requestId: string;
  log: FastifyBaseLogger;
}

export function contextOf(db: Db, request: FastifyRequest): ServiceContext {
  return { db, requestId: request.id, log: request.log };
}
