import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToAnswerWorker } from './answer-worker-messages';

/** A small answer of the game's contract: the unread notifications' count. */
const unread = { unread: 3 };

/**
 * Stands in for the browser's Worker (Node has none): records what the page posts, and
 * lets the test answer, or fail, as the answer worker would. The worker's own code is
 * parseAnswerText (its tests) and runs for real in the e2e suite.
 */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly sent: ToAnswerWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: ToAnswerWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

/** A fresh answer-parser module (it keeps one worker per page) with the fake installed. */
async function freshParser() {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules();
  const parser = await import('./answer-parser');
  const { lazySchema } = await import('./lazy-schema');
  return { ...parser, lazySchema };
}

/** Lets the parser's pending promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseAnswer with the answer worker', () => {
  it('starts one worker, asks it to load the module, and resolves with its answer', async () => {
    const { parseAnswer, prepareAnswerSchema, lazySchema } = await freshParser();
    const schema = lazySchema('ProfileSchema');
    prepareAnswerSchema(schema);
    const parsed = parseAnswer(schema, '{"as":"sent"}');
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.sent).toEqual([
      { type: 'load', module: 'contract' },
      { type: 'parse', id: 1, module: 'contract', name: 'ProfileSchema', text: '{"as":"sent"}' },
    ]);
    worker?.answer({ id: 1, ok: true, data: unread });
    await expect(parsed).resolves.toEqual(unread);
  });

  it('matches answers to their parses by id, in any order', async () => {
    const { parseAnswer, lazySchema } = await freshParser();
    const first = parseAnswer(lazySchema('ProfileSchema'), 'a');
    const second = parseAnswer(lazySchema('StartItemsSchema'), 'b');
    const worker = FakeWorker.started[0];
    worker?.answer({ id: 2, ok: true, data: ['second'] });
    worker?.answer({ id: 1, ok: true, data: 'first' });
    await expect(second).resolves.toEqual(['second']);
    await expect(first).resolves.toBe('first');
  });

  it("rejects with the worker's complaint about a body that does not fit", async () => {
    const { parseAnswer, lazySchema } = await freshParser();
    const parsed = parseAnswer(lazySchema('ProfileSchema'), '{}');
    FakeWorker.started[0]?.answer({ id: 1, ok: false, message: 'The answer does not fit' });
    await expect(parsed).rejects.toThrow('The answer does not fit');
  });

  it('parses on the page what a failed worker held, and everything after', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { parseAnswer, lazySchema } = await freshParser();
    const held = parseAnswer(lazySchema('UnreadCountSchema'), JSON.stringify(unread));
    const worker = FakeWorker.started[0];
    worker?.dispatchEvent(new Event('error'));
    await expect(held).resolves.toEqual(unread);
    expect(worker?.terminated).toBe(true);
    await settle();
    await expect(parseAnswer(lazySchema('CraftResultOrNoneSchema'), '')).resolves.toBeNull();
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.sent.filter((message) => message.type === 'parse')).toHaveLength(1);
  });
});
