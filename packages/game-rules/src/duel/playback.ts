/**
 * What the client needs to replay a duel (spec section 4 "Duel flow", section 9 "Duel
 * animation waits"): how long each action holds the screen, and one line of battle log per
 * action. Both read only the action stream, like the animation (conventions.md, "one
 * simulation, one truth").
 */
import type { AppliedEffect, DuelAction, DuelActionType } from './duel-types';

/** Spec section 9: the wait after which the next action plays (before the common pause). */
export const ACTION_WAIT_MS: Record<DuelActionType, number> = {
  'round-start': 300,
  // The lunge (300), the hit (500) and the return (200).
  attack: 300 + 500 + 200,
  'damage-taken': 300,
  dodge: 500,
  invulnerability: 500,
  heal: 500,
  drain: 500,
  reflect: 500,
  'ability-triggered': 300,
  // The spec gives no wait of its own: the new states show during the common pause.
  'effects-applied': 0,
};

/** Spec section 9: "plus 300 after each action". */
export const ACTION_PAUSE_MS = 300;

/** Milliseconds the client waits on this action before playing the next one. */
export function actionWaitMs(action: DuelAction): number {
  return ACTION_WAIT_MS[action.type] + ACTION_PAUSE_MS;
}

/** The whole replay's length in milliseconds. */
export function duelPlaybackMs(actions: readonly DuelAction[]): number {
  return actions.reduce((sum, action) => sum + actionWaitMs(action), 0);
}

const rounds = (n: number): string => (n === 1 ? '1 round' : `${n} rounds`);

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
      return `${who} is stunned for ${remaining === 1 ? '1 turn' : `${remaining} turns`}.`;
    case 'invulnerability':
      return `${who} is invulnerable for ${rounds(remaining)}.`;
    case 'heal':
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
 * `names` maps card ids to names (duelCardNames); an unknown id shows as the id itself.
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
