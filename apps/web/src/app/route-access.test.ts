import { describe, expect, it } from 'vitest';
import { accessRedirect, inviteRedirect, isMenuHidden } from './route-access';

describe('accessRedirect', () => {
  it.each([
    ['signed-in', false, '/login'],
    ['signed-in', true, null],
    ['signed-out', true, '/game'],
    ['signed-out', false, null],
    ['any', true, null],
    ['any', false, null],
  ] as const)('%s route, signed in %s -> %s', (access, signedIn, expected) => {
    expect(accessRedirect(access, signedIn)).toBe(expected);
  });
});

describe('isMenuHidden', () => {
  it.each([
    ['/game/arena/abc,def', true],
    ['/game/arena/1', true],
    ['/game/arena/1/', true],
    ['/game/arena', false],
    ['/game/arena/', false],
    ['/game/crafting', false],
    ['/game/profile', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isMenuHidden(pathname)).toBe(expected);
  });
});

describe('inviteRedirect', () => {
  it('goes to the invite screen when a hash is stored', () => {
    expect(inviteRedirect('a1b2')).toBe('/invite/a1b2');
    expect(inviteRedirect('a/b')).toBe('/invite/a%2Fb');
  });

  it('stays when nothing is stored', () => {
    expect(inviteRedirect(null)).toBeNull();
    expect(inviteRedirect('')).toBeNull();
  });
});
