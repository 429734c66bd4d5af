/**
 * The battle log's text: one line per duel action (docs/RULES.md, "Duel playback"). It
 * reads only the action stream, like the animation, so the log and the fight on screen
 * can never tell different stories.
 */
import { countOf } from '@alchemy/contracts';
import type { AppliedEffect, DuelAction } from '@alchemy/game-rules';

const rounds = (n: number): string => countOf(n, 'round');

/** One applied effect as a sentence about the card it landed on. */
function describeApplied(effect: AppliedEffect, name: (id: string) => string): string {
  const who = name(effect.targetId);
  const { value, remaining } = effect;
  switch (effect.type) {
    case 'dodge':
      return `${who} gains ${value}% dodge for ${rounds(remaining)}.`;
    case 'reflect':
      return `${who} reflects ${value}% of damage taken for ${rounds(remaining)}.`;
    case 'drain':
      return `${who} drains ${value}% of damage dealt for ${rounds(remaining)}.`;
    case 'stun':
      // A stun counts the target's turns, not rounds.
      return `${who} is stunned for ${countOf(remaining, 'turn')}.`;
    case 'invulnerability':
      return `${who} is invulnerable for ${rounds(remaining)}.`;
    case 'heal':
      // remaining 0: an instant heal, listed once.
      return remaining === 0
        ? `${who} heals ${value}% of max health.`
        : `${who} heals ${value}% of max health each round for ${rounds(remaining)}.`;
    case 'silence':
      return `${who} is silenced for ${rounds(remaining)}.`;
    case 'buff':
      return `${who}'s ${effect.property} rises by ${value}% for ${rounds(remaining)}.`;
    case 'debuff':
      return `${who}'s ${effect.property} falls by ${value}% for ${rounds(remaining)}.`;
  }
}

/**
 * One line of battle log, for example 'Molten Thornback strikes Tidal Sentinel for 12.'
 * `names` maps card ids to names (cardNames in duel-actions.ts); an unknown id shows as
 * the id itself rather than breaking the line.
 */
export function describeAction(
  action: DuelAction,
  names: Readonly<Record<string, string>>,
): string {
  const name = (id: string): string => names[id] ?? id;
  switch (action.type) {
    case 'round-start':
      return `Round ${action.round}.`;
    case 'attack':
      return `${name(action.attackerId)} attacks ${name(action.targetId)}.`;
    case 'damage-taken': {
      const line = `${name(action.attackerId)} strikes ${name(action.cardId)} for ${action.amount}.`;
      return action.currentHealth === 0 ? `${line} ${name(action.cardId)} falls.` : line;
    }
    case 'dodge':
      return `${name(action.cardId)} dodges ${name(action.attackerId)}'s attack.`;
    case 'invulnerability':
      return `${name(action.cardId)} is invulnerable and takes no damage from ${name(action.sourceId)}.`;
    case 'heal':
      return `${name(action.cardId)} heals ${action.amount} (${action.currentHealth} health).`;
    case 'drain':
      return `${name(action.cardId)} drains ${action.amount} health from ${name(action.targetId)}.`;
    case 'reflect': {
      const line = `${name(action.cardId)} reflects ${action.amount} damage to ${name(action.targetId)}.`;
      return action.targetCurrentHealth === 0 ? `${line} ${name(action.targetId)} falls.` : line;
    }
    case 'ability-triggered':
      return `${name(action.cardId)} uses ${action.skillName}!`;
    case 'effects-applied':
      return action.effects.map((effect) => describeApplied(effect, name)).join(' ');
  }
}
