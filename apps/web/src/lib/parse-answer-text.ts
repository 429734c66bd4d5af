import type { z } from 'zod';
import { answerJson } from './answer-json';
import type { ParsedAnswer } from './answer-worker-messages';
import { loadSchemaModule, type SchemaModuleName } from './schema-modules';

/**
 * Parses an answer's body with the schema `name` of a schema module: what the answer
 * worker does with each body the page hands it. A body that does not fit, or a name the
 * module lacks, is a message for the page to throw; only a module that cannot load
 * rejects (the worker answers that as a message too).
 */
export async function parseAnswerText(
  module: SchemaModuleName,
  name: string,
  text: string,
): Promise<ParsedAnswer> {
  const schemas: Readonly<Record<string, z.ZodType>> = await loadSchemaModule[module]();
  const schema = Object.hasOwn(schemas, name) ? schemas[name] : undefined;
  if (!schema) return { ok: false, message: `There is no answer schema ${module}.${name}.` };
  const result = schema.safeParse(answerJson(text));
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    message: `The answer does not fit ${name}: ${result.error.message}`,
    unfit: true,
  };
}
