/**
 * What a request's moves did for the player's goals, achievements and collections, told
 * back in the answer's header (contracts' GAME_NOTICES_HEADER, plugins/game-notices.ts).
 * One board per request. Notices are kept by what they are about, so a transaction run
 * again after a deadlock leaves its last word, not two.
 */
import type { FastifyRequest } from 'fastify';
import type { GameNotice } from '@alchemy/contracts';

function keyOf(notice: GameNotice): string {
  switch (notice.type) {
    case 'goal':
      return `goal:${notice.id}`;
    case 'achievement':
      return `achievement:${notice.key}`;
    case 'collection':
      return `collection:${notice.family}:${notice.percent}`;
  }
}

export class NoticeBoard {
  private readonly notices = new Map<string, GameNotice>();

  add(notice: GameNotice): void {
    this.notices.set(keyOf(notice), notice);
  }

  list(): GameNotice[] {
    return [...this.notices.values()];
  }
}

const boards = new WeakMap<FastifyRequest, NoticeBoard>();

/** The request's board, made on first use. */
export function noticeBoardOf(request: FastifyRequest): NoticeBoard {
  let board = boards.get(request);
  if (!board) {
    board = new NoticeBoard();
    boards.set(request, board);
  }
  return board;
}

/** The request's notices, if any were made. */
export function noticesOf(request: FastifyRequest): GameNotice[] {
  return boards.get(request)?.list() ?? [];
}
