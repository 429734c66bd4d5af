import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('runs the step after the current task, and resolves with its result', async () => {
    const seen: string[] = [];
    const done = nextTask(() => {
      seen.push('step');
      return 42;
    });
    seen.push('after the call');
    // A microtask is still the current task: the step has not run yet.
    await Promise.resolve();
    expect(seen).toEqual(['after the call']);
    await expect(done).resolves.toBe(42);
    expect(seen).toEqual(['after the call', 'step']);
  });

  it('runs steps in the order they were queued, each in a task of its own', async () => {
    const seen: string[] = [];
    const first = nextTask(() => {
      seen.push('first');
      // Queued by the first step's task: runs only after it has ended.
      queueMicrotask(() => seen.push('first, microtask'));
    });
    const second = nextTask(() => seen.push('second'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['first', 'first, microtask', 'second']);
  });

  it('waits for a promise the step returns, and passes its rejection on', async () => {
    await expect(nextTask(() => Promise.resolve('loaded'))).resolves.toBe('loaded');
    await expect(nextTask(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(
      nextTask(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});
