// First: zod reads its configuration once, when it loads (see the module).
import './zod-jitless';
import type { FromAnswerWorker, ToAnswerWorker } from './answer-worker-messages';
import { parseAnswerText } from './parse-answer-text';
import { loadSchemaModule } from './schema-modules';

/**
 * The answer worker: zod, the contract's schemas and every parse of an answer run here,
 * off the page's main thread (lib/answer-parser.ts starts it). Building zod's schemas was
 * the longest task of the crafting screen's load after the first paint.
 */
addEventListener('message', (event: MessageEvent<ToAnswerWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    // A failed load is retried, and reported, by the parse that needs the module.
    loadSchemaModule[message.module]().catch(() => undefined);
    return;
  }
  const { id } = message;
  parseAnswerText(message.module, message.name, message.text).then(
    (answer) => postMessage({ id, ...answer } satisfies FromAnswerWorker),
    (error: unknown) =>
      postMessage({
        id,
        ok: false,
        message: `The answer's schemas could not load: ${String(error)}`,
      } satisfies FromAnswerWorker),
  );
});
