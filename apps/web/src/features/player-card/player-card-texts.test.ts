import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  CARD_FAILED,
  CARD_NOT_FOUND,
  cardFailureText,
  isPlayerId,
  streakText,
} from './player-card-texts';

describe('the player card’s words', () => {
  it('ask only for an id that can be a player’s', () => {
    expect(isPlayerId('3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b')).toBe(true);
    expect(isPlayerId('nobody')).toBe(false);
    expect(isPlayerId('')).toBe(false);
  });

  it('tell a link to nobody from a failure', () => {
    expect(cardFailureText(new ApiError(404, 'NOT_FOUND', 'There is no such player.'))).toBe(
      CARD_NOT_FOUND,
    );
    expect(cardFailureText(new ApiError(500, 'INTERNAL', 'boom'))).toBe(CARD_FAILED);
    expect(cardFailureText(new Error('offline'))).toBe(CARD_FAILED);
  });

  it('count streak days', () => {
    expect(streakText(0)).toBe('0 days');
    expect(streakText(1)).toBe('1 day');
    expect(streakText(9)).toBe('9 days');
  });
});
