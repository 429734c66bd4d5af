import { describe, expect, it } from 'vitest';
import { screenLoaders } from './router';

/** The file each loader imports, read from its source (calling it would load the screen). */
const modulesFor = (pathname: string, signedIn: boolean) =>
  screenLoaders(pathname, signedIn).map(
    ({ load }) => /([\w-]+)(?:\.tsx)?["']\)/.exec(String(load))?.[1],
  );

describe('screenLoaders (what the first visit starts loading at once)', () => {
  it('loads the shell and the screen inside it together', () => {
    expect(modulesFor('/game/crafting', true)).toEqual(['game-shell', 'crafting-screen']);
    expect(modulesFor('/game/arena/a,b', true)).toEqual(['game-shell', 'duel-screen']);
  });

  it("loads a duel screen's playback with it, not after it", () => {
    for (const pathname of ['/game/arena/a,b', '/game/arena/replay/d']) {
      const duelScreen = screenLoaders(pathname, true).at(-1);
      expect(String(duelScreen?.load)).toContain('withPlayback(');
    }
    expect(String(screenLoaders('/game/arena', true).at(-1)?.load)).not.toContain('Playback');
  });

  it('asks for the profile and the run while the crafting screen loads', () => {
    const withData = (pathname: string) =>
      screenLoaders(pathname, true).map(({ prefetch }) => prefetch !== undefined);
    expect(withData('/game/crafting')).toEqual([true, true]);
    expect(withData('/game/lab')).toEqual([true, false]);
  });

  it('stops at a guard that redirects', () => {
    expect(modulesFor('/game/crafting', false)).toEqual([]);
    expect(modulesFor('/login', true)).toEqual([]);
    expect(modulesFor('/login', false)).toEqual(['login-screen']);
  });

  it('loads nothing for a redirect, and only the lost page for an unknown one', () => {
    expect(modulesFor('/', false)).toEqual([]);
    expect(modulesFor('/nowhere', true)).toEqual(['not-found']);
    expect(modulesFor('/game/nowhere', true)).toEqual(['game-shell', 'not-found']);
  });

  it('loads an open screen for anyone', () => {
    for (const signedIn of [true, false]) {
      expect(modulesFor('/invite/abc', signedIn)).toEqual(['invite-screen']);
    }
  });
});
