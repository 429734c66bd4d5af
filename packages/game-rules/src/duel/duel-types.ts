/**
 * The duel's input, its per-card state and the action stream (docs/RULES.md, "Duel engine"
 * and "Duel playback"). The server simulates once and sends the actions; the client
 * replays them for the animation AND writes the battle log from them (one simulation, one
 * truth), so every action is plain JSON and names everything it
 * touches by card id.
 */
import type { EffectType, Skill } from '../cards/skill-types';

/** One card as it enters a duel: effective (quality- and ascension-adjusted) stats. */
export interface DuelCard {
  id: string;
  name: string;
  level: number;
  attack: number;
  defense: number;
  health: number;
  speed: number;
  /** Probability in [0, 1] that the card's skill triggers on its turn. */
  skillTriggerChance: number;
  /** null: the card has no usable skill ('None'). */
  skill: Skill | null;
}

/**
 * A card's state in a duel (docs/RULES.md, "Duel engine"). health / attack / defense / speed
 * are the card's
 * base (effective) values, current* the values after buffs and debuffs (currentHealth: the
 * health left, 0 = dead). The percentages are the active effects' values, 0..100.
 */
export interface CardState {
  id: string;
  isPlayer: boolean;
  health: number;
  currentHealth: number;
  attack: number;
  currentAttack: number;
  defense: number;
  currentDefense: number;
  speed: number;
  currentSpeed: number;
  dodgePercentage: number;
  reflectPercentage: number;
  drainPercentage: number;
  isStunned: boolean;
  isInvulnerable: boolean;
}

/**
 * An effect running on a card. `remaining` counts rounds (the effect is dropped at the end
 * of the round where it reaches 0), except for stun, where it counts the target's turns
 * still to skip (property 'turn'). An instant heal is listed once with remaining 0.
 */
export interface ActiveEffect {
  type: EffectType;
  property: string;
  value: number;
  remaining: number;
  /** The card whose skill applied it. */
  sourceId: string;
}

/** An effect as a skill applied it, with the card it landed on. */
export interface AppliedEffect extends ActiveEffect {
  targetId: string;
}

export interface RoundStartAction {
  type: 'round-start';
  round: number;
  /** Every card of each side in input order, the dead included (currentHealth 0). */
  player: CardState[];
  opponent: CardState[];
  /** The effects running on each card at the start of the round (only cards that have some). */
  effects: Record<string, ActiveEffect[]>;
}

export interface AttackAction {
  type: 'attack';
  attackerId: string;
  targetId: string;
}

export interface DamageTakenAction {
  type: 'damage-taken';
  cardId: string;
  attackerId: string;
  /** Health actually lost (the formula's damage, at most the health that was left). */
  amount: number;
  /** The card's health after the hit. */
  currentHealth: number;
}

export interface DodgeAction {
  type: 'dodge';
  cardId: string;
  attackerId: string;
}

export interface InvulnerabilityAction {
  type: 'invulnerability';
  cardId: string;
  /** Whose hit was ignored: the attacker, or the card whose reflect bounced off. */
  sourceId: string;
}

export interface HealAction {
  type: 'heal';
  cardId: string;
  amount: number;
  currentHealth: number;
}

export interface DrainAction {
  type: 'drain';
  /** The attacker that healed. */
  cardId: string;
  /** The card it drained. */
  targetId: string;
  amount: number;
  currentHealth: number;
}

export interface ReflectAction {
  type: 'reflect';
  /** The card that was hit and reflects. */
  cardId: string;
  /** The attacker, hit back. */
  targetId: string;
  amount: number;
  /** The attacker's health after the reflected damage. */
  targetCurrentHealth: number;
}

export interface AbilityTriggeredAction {
  type: 'ability-triggered';
  cardId: string;
  skillName: string;
  /** The cards its effects are aimed at: the caster and/or the card it attacks this turn. */
  targetIds: string[];
}

export interface EffectsAppliedAction {
  type: 'effects-applied';
  /** The caster. */
  cardId: string;
  skillName: string;
  /** The cards that received at least one effect. */
  targetIds: string[];
  /** What landed (a stun or silence below 100% can miss and is then absent). */
  effects: AppliedEffect[];
  /** The resulting state of every card in targetIds. */
  states: CardState[];
}

export type DuelAction =
  | RoundStartAction
  | AttackAction
  | DamageTakenAction
  | DodgeAction
  | InvulnerabilityAction
  | HealAction
  | DrainAction
  | ReflectAction
  | AbilityTriggeredAction
  | EffectsAppliedAction;

export type DuelActionType = DuelAction['type'];

/** The duel actions, in the order docs/RULES.md, "Duel playback", lists them. */
export const DUEL_ACTION_TYPES = [
  'round-start',
  'attack',
  'damage-taken',
  'dodge',
  'invulnerability',
  'heal',
  'drain',
  'reflect',
  'ability-triggered',
  'effects-applied',
] as const satisfies readonly DuelActionType[];

export type DuelSide = 'player' | 'opponent';

export interface DuelInput {
  player: readonly DuelCard[];
  opponent: readonly DuelCard[];
  seed: number;
  /** Default DUEL_MAX_ROUNDS (30). */
  maxRounds?: number;
}

export interface DuelResult {
  actions: DuelAction[];
  winner: DuelSide;
  /** Rounds started (the last round-start's number). */
  rounds: number;
  /** Every card at the end, player side first, each side in input order. */
  finalStates: CardState[];
}

/** docs/RULES.md, "Duel engine": rounds up to 30. */
export const DUEL_MAX_ROUNDS = 30;
