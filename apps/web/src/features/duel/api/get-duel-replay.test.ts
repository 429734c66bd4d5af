import { DUEL_PROTOCOL_VERSION } from '@alchemy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { ApiError } from '@/lib/api-client';
import { UNREADABLE_DUEL_MESSAGE, UnreadableDuelError } from '@/shared/duel/duel-result';
import { getDuelReplay, retryReplay } from './get-duel-replay';
import { cardState } from '../test-fixtures';

const DUEL_ID = '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35';

const state = cardState('p');

const duel = (extra: Record<string, unknown> = {}) => ({
  id: DUEL_ID,
  replayId: 'Qm9va3MgYW5kIGJhdHRsZXMh',
  protocolVersion: DUEL_PROTOCOL_VERSION,
  animationSequence: [
    { type: 'round-start', round: 1, player: [state], opponent: [], effects: {} },
    { type: 'attack', attackerId: 'p', targetId: 'o' },
  ],
  winner: [state],
  playerCards: [],
  opponentCards: [],
  ...extra,
});

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('getDuelReplay', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands the playback the actions as the engine typed them', async () => {
    answer(200, duel());
    const result = await getDuelReplay(DUEL_ID);
    expect(result.animationSequence[1]).toEqual({ type: 'attack', attackerId: 'p', targetId: 'o' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('refuses a duel of a newer protocol version with a message the player can act on', async () => {
    answer(200, duel({ protocolVersion: DUEL_PROTOCOL_VERSION + 1 }));
    const failure = getDuelReplay(DUEL_ID);
    await expect(failure).rejects.toBeInstanceOf(UnreadableDuelError);
    await expect(failure).rejects.toThrow(UNREADABLE_DUEL_MESSAGE);
    expect(console.warn).toHaveBeenCalledOnce();
  });

  it('refuses the whole duel for one action it cannot read, rather than skip it', async () => {
    const unknown = { type: 'shield', cardId: 'p', amount: 10 };
    answer(200, duel({ animationSequence: [...duel().animationSequence, unknown] }));
    await expect(getDuelReplay(DUEL_ID)).rejects.toBeInstanceOf(UnreadableDuelError);
  });

  it('keeps a missing duel a 404, not an unreadable one', async () => {
    answer(404, { error: 'There is no such duel among yours.', code: 'NOT_FOUND' });
    const failure = getDuelReplay(DUEL_ID);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.not.toBeInstanceOf(UnreadableDuelError);
  });
});

describe('retryReplay', () => {
  it('does not ask again for a duel it cannot read, nor after a 4xx', () => {
    expect(retryReplay(0, new UnreadableDuelError(new ZodError([])))).toBe(false);
    expect(retryReplay(0, new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
  });

  it('retries a network failure or a 5xx twice', () => {
    const down = new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
    expect(retryReplay(0, down)).toBe(true);
    expect(retryReplay(1, down)).toBe(true);
    expect(retryReplay(2, down)).toBe(false);
  });
});
