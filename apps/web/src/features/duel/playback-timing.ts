/**
 * How long each duel action holds the screen before the next one plays (docs/RULES.md,
 * "Duel playback"). Presentation only: the engine decides what happens, the client how
 * long it takes to show it. The card motions in card-motion.ts fit inside these waits.
 *
 * One beat is shown where the hit is: an attack's outcome (its damage, dodge or blocked
 * blow) lands when the lunge reaches the target, CONTACT_MS into the attack, not after the
 * attacker is home again. The time the pair takes is the spec's, to the millisecond: the
 * outcome then holds the rest of the attack's wait as well as its own (delayAfterMs).
 */
import type { DuelAction, DuelActionType } from '@alchemy/game-rules';

/** The wait after which the next action plays, before the common pause. */
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
  // No wait of its own: the new states show during the common pause.
  'effects-applied': 0,
};

/** The pause after every action, so each one reads on its own. */
export const ACTION_PAUSE_MS = 300;

/** Milliseconds the client waits on this action before playing the next one. */
export function actionWaitMs(action: DuelAction): number {
  return ACTION_WAIT_MS[action.type] + ACTION_PAUSE_MS;
}

/** The lunge: an attack reaches its target this long after it starts. */
export const CONTACT_MS = 300;

/** Whether `action` is what `attack` did to its target: the hit, the dodge or the shield. */
export function isAttackOutcome(
  attack: DuelAction | undefined,
  action: DuelAction | undefined,
): boolean {
  if (attack?.type !== 'attack' || !action) return false;
  switch (action.type) {
    case 'damage-taken':
    case 'dodge':
      return action.cardId === attack.targetId && action.attackerId === attack.attackerId;
    case 'invulnerability':
      return action.cardId === attack.targetId && action.sourceId === attack.attackerId;
    default:
      return false;
  }
}

/**
 * Milliseconds between actions[index] and the next one (or the end), at 1x: the action's
 * wait, except that an attack's outcome comes at contact and then waits for both.
 */
export function delayAfterMs(actions: readonly DuelAction[], index: number): number {
  const action = actions[index];
  if (!action) return 0;
  if (isAttackOutcome(action, actions[index + 1])) return CONTACT_MS;
  const previous = actions[index - 1];
  if (previous && isAttackOutcome(previous, action)) {
    return actionWaitMs(previous) - CONTACT_MS + actionWaitMs(action);
  }
  return actionWaitMs(action);
}
