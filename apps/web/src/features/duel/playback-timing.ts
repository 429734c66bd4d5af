/**
 * How long each duel action holds the screen before the next one plays (docs/RULES.md,
 * "Duel playback"). Presentation only: the engine decides what happens, the client how
 * long it takes to show it. The card motions in card-motion.ts fit inside these waits.
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
