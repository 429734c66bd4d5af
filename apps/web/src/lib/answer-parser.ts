import type { z } from 'zod';
import { answerJson } from './answer-json';
import type { FromAnswerWorker, ParsedAnswer, ToAnswerWorker } from './answer-worker-messages';
import type { SchemaModuleName } from './schema-modules';

/**
 * A contract schema named by its module and export (lib/lazy-schema.ts makes them): the
 * answer worker parses with it off the main thread, and `load` gives the schema itself for
 * a parse on the page where there is no worker.
 */
export class LazySchema<T> {
  constructor(
    readonly module: SchemaModuleName,
    readonly name: string,
    readonly load: () => Promise<z.ZodType<T>>,
  ) {}
}

/**
 * An answer whose body does not fit its schema: a server of another version, say. Whoever
 * can tell the player more than "it failed" (an unreadable duel) catches this one.
 */
export class AnswerShapeError extends Error {
  override name = 'AnswerShapeError';
}

/** What the worker answered for one parse, or that it is gone and the page must parse. */
type Settle = (answer: ParsedAnswer | 'on-page') => void;

let worker: Worker | null | undefined;
const pending = new Map<number, Settle>();
let nextId = 1;

/**
 * The one answer worker of the page, started by the first answer that needs a schema, or
 * null where there is none: no workers (unit tests, old browsers) or one that failed to
 * start, in which case the answers it held are parsed on the page.
 */
function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  let started: Worker;
  try {
    started = new Worker(new URL('./answer-worker.ts', import.meta.url), {
      type: 'module',
      name: 'answers',
    });
  } catch {
    // A browser without module workers may refuse the constructor outright.
    return (worker = null);
  }
  started.addEventListener('message', (event: MessageEvent<FromAnswerWorker>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  });
  started.addEventListener('error', (event) => {
    console.warn('The answer worker failed; answers are parsed on the page.', event.message);
    started.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const settle of waiting) settle('on-page');
  });
  worker = started;
  return started;
}

function send(target: Worker, message: ToAnswerWorker): void {
  target.postMessage(message);
}

async function parseOnPage<T>(schema: LazySchema<T>, text: string): Promise<T> {
  const result = (await schema.load()).safeParse(answerJson(text));
  if (result.success) return result.data;
  throw new AnswerShapeError(`The answer does not fit ${schema.name}: ${result.error.message}`);
}

/**
 * Starts loading the schema's module (and zod) where the parse will happen, while the
 * request is on the wire.
 */
export function prepareAnswerSchema(schema: LazySchema<unknown>): void {
  const target = answerWorker();
  if (target) send(target, { type: 'load', module: schema.module });
  else schema.load().catch(() => undefined);
}

/**
 * The answer's body (as text, so the JSON is read in the worker too) parsed by its schema.
 * Rejects with the schema's complaint when the body does not fit the contract.
 */
export function parseAnswer<T>(schema: LazySchema<T>, text: string): Promise<T> {
  const target = answerWorker();
  if (!target) return parseOnPage(schema, text);
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, (answer) => {
      if (answer === 'on-page') resolve(parseOnPage(schema, text));
      // The worker is this app's own code and answers a parse only with what the named
      // schema's `safeParse` returned, which is a T; a structured clone keeps its shape.
      else if (answer.ok) resolve(answer.data as T);
      else reject(answer.unfit ? new AnswerShapeError(answer.message) : new Error(answer.message));
    });
    send(target, { type: 'parse', id, module: schema.module, name: schema.name, text });
  });
}
