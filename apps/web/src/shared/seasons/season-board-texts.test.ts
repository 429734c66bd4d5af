import { describe, expect, it } from 'vitest';
import { boardCountText, emptySeasonBoardText } from './season-board-texts';

describe('season board texts', () => {
  it('counts the rated players, and says when the standings are final', () => {
    expect(boardCountText(1, false)).toBe('One player rated');
    expect(boardCountText(20, true)).toBe('Final standings · 20 players rated');
  });

  it('says why a board is empty, by scope and season', () => {
    expect(emptySeasonBoardText('world', true)).toMatch(/^Nobody is rated yet this season/);
    expect(emptySeasonBoardText('world', false)).toBe('Nobody fought a rated duel that season.');
    expect(emptySeasonBoardText('friends', true)).toMatch(/^Neither you nor your friends/);
  });
});
