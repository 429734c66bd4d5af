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
  const { endpointAnswer } = await import('./lazy-schema');
  return { ...parser, endpointAnswer };
}

/** Lets the parser's pending promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseAnswer with the answer worker', () => {
  it('starts one worker, asks it to load the module, and resolves with its answer', async () => {
    const { parseAnswer, prepareAnswerSchema, endpointAnswer } = await freshParser();
    const schema = endpointAnswer('profile');
    prepareAnswerSchema(schema);
    const parsed = parseAnswer(schema, '{"as":"sent"}');
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.sent).toEqual([
      { type: 'load', module: 'endpoints' },
      { type: 'parse', id: 1, module: 'endpoints', name: 'profile', text: '{"as":"sent"}' },
    ]);
    worker?.answer({ id: 1, ok: true, data: unread });
    await expect(parsed).resolves.toEqual(unread);
  });

  it('matches answers to their parses by id, in any order', async () => {
    const { parseAnswer, endpointAnswer } = await freshParser();
    const first = parseAnswer(endpointAnswer('profile'), 'a');
    const second = parseAnswer(endpointAnswer('craftGameStartItems'), 'b');
    const worker = FakeWorker.started[0];
    worker?.answer({ id: 2, ok: true, data: ['second'] });
    worker?.answer({ id: 1, ok: true, data: 'first' });
    await expect(second).resolves.toEqual(['second']);
    await expect(first).resolves.toBe('first');
  });

  it("rejects with the worker's complaint about a body that does not fit", async () => {
    const { parseAnswer, endpointAnswer } = await freshParser();
    const parsed = parseAnswer(endpointAnswer('profile'), '{}');
    FakeWorker.started[0]?.answer({ id: 1, ok: false, message: 'The answer does not fit' });
    await expect(parsed).rejects.toThrow('The answer does not fit');
  });

  it('tells a body that does not fit (AnswerShapeError) from a module that did not load', async () => {
    const { parseAnswer, endpointAnswer, AnswerShapeError } = await freshParser();
    const unfit = parseAnswer(endpointAnswer('profile'), '{}');
    const unloaded = parseAnswer(endpointAnswer('profile'), '{}');
    FakeWorker.started[0]?.answer({ id: 1, ok: false, message: 'does not fit', unfit: true });
    FakeWorker.started[0]?.answer({ id: 2, ok: false, message: 'could not load' });
    await expect(unfit).rejects.toBeInstanceOf(AnswerShapeError);
    await expect(unloaded).rejects.not.toBeInstanceOf(AnswerShapeError);
  });

  it("sends the login screen's answers to the sign-in's module, the others to the table's", async () => {
    const { endpointAnswer } = await freshParser();
    expect(endpointAnswer('authProviders').module).toBe('auth');
    expect(endpointAnswer('friendsInvitationPreview').module).toBe('auth');
    expect(endpointAnswer('profile').module).toBe('endpoints');
  });

  it('parses on the page what a failed worker held, and everything after', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { parseAnswer, endpointAnswer } = await freshParser();
    const held = parseAnswer(endpointAnswer('notificationsRead'), JSON.stringify(unread));
    const worker = FakeWorker.started[0];
    worker?.dispatchEvent(new Event('error'));
    await expect(held).resolves.toEqual(unread);
    expect(worker?.terminated).toBe(true);
    await settle();
    await expect(parseAnswer(endpointAnswer('craftGameItemsCraft'), '')).resolves.toBeNull();
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.sent.filter((message) => message.type === 'parse')).toHaveLength(1);
  });
});
