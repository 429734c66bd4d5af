import { describe, expect, it } from 'vitest';
import { checkRivalChoice, checkRivalRefresh } from '../moves/rivals';
import { teamPower } from './card-power';
import {
  labelRivals,
  RIVAL_REFRESHES_PER_DAY,
  rivalRefreshesLeft,
  rivalTargetPowers,
} from './rivals';
import { sampleDuelCard } from './sample-cards';
import { createRng } from '../rng';

describe('labelRivals', () => {
  it('names the highest chance safer and the lowest stronger, whatever the order given', () => {
    const named = labelRivals([
      { chance: 0.5, power: 10, name: 'b' },
      { chance: 0.2, power: 12, name: 'c' },
      { chance: 0.9, power: 8, name: 'a' },
    ]);
    expect([named.safer.name, named.even.name, named.stronger.name]).toEqual(['a', 'b', 'c']);
  });

  it('breaks equal odds (or none) by power, the weaker the safer', () => {
    const named = labelRivals([
      { chance: null, power: 30, name: 'strong' },
      { chance: null, power: 10, name: 'weak' },
      { chance: null, power: 20, name: 'middle' },
    ]);
    expect([named.safer.name, named.even.name, named.stronger.name]).toEqual([
      'weak',
      'middle',
      'strong',
    ]);
  });

  it('names exactly three', () => {
    expect(() => labelRivals([{ chance: 1, power: 1 }])).toThrow(RangeError);
  });
});

describe('rivalTargetPowers', () => {
  const team = [sampleDuelCard(createRng(7), 'mine', 2)];
  const power = teamPower(team);

  it('aims below, at and above the team for a player past the first duels', () => {
    const targets = rivalTargetPowers(team, false);
    expect(targets.safer).toBeLessThan(power);
    expect(targets.even).toBeCloseTo(power);
    expect(targets.stronger).toBeGreaterThan(power);
  });

  it("aims a newcomer's three all below their team, the stronger at the newcomer target", () => {
    const targets = rivalTargetPowers(team, true);
    expect(targets.safer).toBeLessThan(targets.even);
    expect(targets.even).toBeLessThan(targets.stronger);
    expect(targets.stronger).toBeLessThan(power);
  });
});

describe('choosing and drawing again', () => {
  it('lets a first choice through and a repeat of it, and refuses another', () => {
    expect(checkRivalChoice(null, 'safer')).toEqual({ ok: true, value: { changed: true } });
    expect(checkRivalChoice('safer', 'safer')).toEqual({ ok: true, value: { changed: false } });
    expect(checkRivalChoice('safer', 'even')).toEqual({
      ok: false,
      error: { code: 'RIVAL_ALREADY_CHOSEN', chosen: 'safer' },
    });
  });

  it('allows RIVAL_REFRESHES_PER_DAY draws a day and no more', () => {
    for (let used = 0; used < RIVAL_REFRESHES_PER_DAY; used += 1) {
      expect(checkRivalRefresh(used).ok).toBe(true);
    }
    expect(checkRivalRefresh(RIVAL_REFRESHES_PER_DAY)).toEqual({
      ok: false,
      error: { code: 'RIVAL_REFRESH_LIMIT', perDay: RIVAL_REFRESHES_PER_DAY },
    });
    expect(rivalRefreshesLeft(RIVAL_REFRESHES_PER_DAY + 2)).toBe(0);
  });
});
