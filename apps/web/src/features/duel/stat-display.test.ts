import type { CardState } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { healthPercent, healthText, statDisplay, statusBadges } from './stat-display';

describe('statDisplay', () => {
  it('shows the base in brackets only when changed, green up and red down', () => {
    expect(statDisplay(20, 20)).toEqual({ value: 20, base: null, tone: 'same' });
    expect(statDisplay(26, 20)).toEqual({ value: 26, base: 20, tone: 'up' });
    expect(statDisplay(14, 20)).toEqual({ value: 14, base: 20, tone: 'down' });
  });
});

describe('the health bar', () => {
  it.each([
    [100, 100, 100],
    [1, 300, 1],
    [299, 300, 100],
    [150, 300, 50],
    [0, 300, 0],
    [-12, 300, 0],
    [10, 0, 0],
  ])('%i of %i fills %i%% (rounded up)', (current, max, percent) => {
    expect(healthPercent(current, max)).toBe(percent);
  });

  it('reads HP: current/max with health floored at 0', () => {
    expect(healthText(57, 120)).toBe('HP: 57/120');
    expect(healthText(-4, 120)).toBe('HP: 0/120');
  });
});

describe('statusBadges', () => {
  const base: CardState = {
    id: 'a',
    isPlayer: true,
    health: 1,
    currentHealth: 1,
    attack: 1,
    currentAttack: 1,
    defense: 1,
    currentDefense: 1,
    speed: 1,
    currentSpeed: 1,
    dodgePercentage: 0,
    reflectPercentage: 0,
    drainPercentage: 0,
    isStunned: false,
    isInvulnerable: false,
  };

  it('shows none on a plain card', () => {
    expect(statusBadges(base)).toEqual([]);
  });

  it('shows every active status in a fixed order', () => {
    const all = statusBadges({
      ...base,
      dodgePercentage: 30,
      reflectPercentage: 20,
      drainPercentage: 10,
      isStunned: true,
      isInvulnerable: true,
    });
    expect(all.map((badge) => badge.kind)).toEqual([
      'dodge',
      'reflect',
      'drain',
      'stunned',
      'invulnerable',
    ]);
    expect(all[0]?.description).toBe('Dodge chance 30%');
    expect(all[3]?.description).toBe('Stunned: cannot attack');
    expect(all[4]?.description).toBe('Invulnerable: cannot be damaged');
  });
});
