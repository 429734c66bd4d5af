/**
 * The schema of a refused call's facts, in a module that is only ever imported
 * dynamically (lib/schema-modules.ts), in the answer worker, like the endpoints' answers
 * (lib/endpoint-answers.ts): zod arrives with the first answer that needs it, not in the
 * first download. Read it with `lazySchema('RuleRefusalAnswerSchema')`.
 */
import { RuleRefusalSchema } from '@alchemy/contracts';
import { z } from 'zod';

/**
 * A rule's refusal from its error answer `{ error, code, details }`: the code and the facts
 * together, as the engine's RuleError (typed per code). Any other body fails.
 */
export const RuleRefusalAnswerSchema = z.preprocess(
  (body) =>
    typeof body === 'object' && body !== null && 'code' in body && 'details' in body
      ? { code: body.code, ...(typeof body.details === 'object' ? body.details : {}) }
      : body,
  RuleRefusalSchema,
);
