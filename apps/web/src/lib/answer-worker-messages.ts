import type { SchemaModuleName } from './schema-modules';

/** What the page asks the answer worker (lib/answer-worker.ts). */
export type ToAnswerWorker =
  /** Load a module of schemas now: its answer is on the wire. */
  | { type: 'load'; module: SchemaModuleName }
  /** Parse an answer's body with the named schema of the module. */
  | { type: 'parse'; id: number; module: SchemaModuleName; name: string; text: string };

/**
 * The worker's answer to a `parse`: the schema's output, or why not; `unfit` when the body
 * itself does not fit the schema (not a module that could not load).
 */
export type ParsedAnswer =
  { ok: true; data: unknown } | { ok: false; message: string; unfit?: true };

export type FromAnswerWorker = ParsedAnswer & { id: number };
