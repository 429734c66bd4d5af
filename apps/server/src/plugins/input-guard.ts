/**
 * Text the database cannot store never reaches it. PostgreSQL refuses a NUL character in
 * text ("invalid byte sequence"), so a NUL anywhere in a body, a query string or a path
 * parameter is a 400 here, before validation, for the game's routes and better-auth's
 * alike. The walk is iterative and bounded: no request needs JSON nested deeper than
 * MAX_DEPTH, and a deeper one is refused rather than walked.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const MAX_DEPTH = 32;

/** 'nul' when a string or key holds U+0000, 'deep' past MAX_DEPTH, else null. */
function unstorableInput(value: unknown): 'nul' | 'deep' | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (next.depth >= MAX_DEPTH) return 'deep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return null;
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problem =
      unstorableInput(request.params) ??
      unstorableInput(request.query) ??
      unstorableInput(request.body);
    if (problem === 'nul') {
      throw new AppError(400, 'BAD_REQUEST', 'Text may not contain NUL characters.');
    }
    if (problem === 'deep') {
      throw new AppError(
        400,
        'BAD_REQUEST',
        `The request is nested deeper than ${MAX_DEPTH} levels.`,
      );
    }
  });
});
