import type { CardState } from '@alchemy/game-rules';

type StatTone = 'up' | 'down' | 'same';

export interface StatDisplay {
  value: number;
  /** The base value, shown in brackets only when the current one differs. */
  base: number | null;
  tone: StatTone;
}

/**
 * The current value, the base in brackets when changed, green or red (docs/RULES.md, "Duel
 * playback").
 */
export function statDisplay(current: number, base: number): StatDisplay {
  if (current === base) return { value: current, base: null, tone: 'same' };
  return { value: current, base, tone: current > base ? 'up' : 'down' };
}

/** Health as shown: never below 0 (docs/RULES.md, "Duel playback"), whole points. */
function shownHealth(current: number): number {
  return Math.max(0, Math.floor(current));
}

/** The HP bar's fill in percent, rounded up (docs/RULES.md, "Duel playback"), within 0..100. */
export function healthPercent(current: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.ceil((shownHealth(current) / max) * 100));
}

export function healthText(current: number, max: number): string {
  return `HP: ${shownHealth(current)}/${max}`;
}

export type StatusKind = 'dodge' | 'reflect' | 'drain' | 'stunned' | 'invulnerable';

export interface StatusBadge {
  kind: StatusKind;
  label: string;
  /** What it means, for the tooltip and screen readers. */
  description: string;
}

/** The status badges a card wears right now, in a fixed order. */
export function statusBadges(state: CardState): StatusBadge[] {
  const badges: StatusBadge[] = [];
  if (state.dodgePercentage > 0) {
    const value = state.dodgePercentage;
    badges.push({ kind: 'dodge', label: `${value}%`, description: `Dodge chance ${value}%` });
  }
  if (state.reflectPercentage > 0) {
    const value = state.reflectPercentage;
    badges.push({
      kind: 'reflect',
      label: `${value}%`,
      description: `Reflects ${value}% of damage`,
    });
  }
  if (state.drainPercentage > 0) {
    const value = state.drainPercentage;
    badges.push({ kind: 'drain', label: `${value}%`, description: `Drains ${value}% of damage` });
  }
  if (state.isStunned) {
    badges.push({ kind: 'stunned', label: 'Stunned', description: 'Stunned: cannot attack' });
  }
  if (state.isInvulnerable) {
    badges.push({
      kind: 'invulnerable',
      label: 'Invulnerable',
      description: 'Invulnerable: cannot be damaged',
    });
  }
  return badges;
}
