import { describe, expect, it } from 'vitest';
import { usernameFieldState } from './username-field';

const CURRENT = 'Adventurer-K7QH';

describe('usernameFieldState', () => {
  it('offers Update Profile for a valid new name, trimmed', () => {
    expect(usernameFieldState('  Merlin the Wise ', CURRENT)).toEqual({
      name: 'Merlin the Wise',
      problem: null,
      unchanged: false,
      canUpdate: true,
    });
  });

  it('disables it for the current name, even with spaces around it', () => {
    for (const text of [CURRENT, ` ${CURRENT}  `]) {
      expect(usernameFieldState(text, CURRENT)).toEqual({
        name: CURRENT,
        problem: null,
        unchanged: true,
        canUpdate: false,
      });
    }
  });

  it('disables it with the rule’s words while the name is invalid, in the rule’s order', () => {
    const cases: [string, string][] = [
      ['', 'Please enter a username.'],
      ['   ', 'Please enter a username.'],
      ['Al', 'A username has at least 3 characters.'],
      ['x'.repeat(25), 'A username has at most 24 characters.'],
      ['Bad!Name', 'A username may use letters, digits, spaces, _ and - only.'],
    ];
    for (const [text, problem] of cases) {
      expect(usernameFieldState(text, CURRENT), text).toEqual({
        name: null,
        problem,
        unchanged: false,
        canUpdate: false,
      });
    }
  });

  it('accepts letters of any script, digits, _ and -', () => {
    expect(usernameFieldState('Ведьма_42', CURRENT).canUpdate).toBe(true);
    expect(usernameFieldState('魔法使い', CURRENT).canUpdate).toBe(true);
  });
});
