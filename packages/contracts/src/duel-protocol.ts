/**
 * The duel action protocol on the wire: what POST /arena/duel/start and GET
 * /arena/duels/{id} carry in `animationSequence` (docs/RULES.md, "Duel playback"). The
 * server fights once with the engine of @alchemy/game-rules and the client replays these
 * actions for the animation and the battle log alike, so the client must be able to trust
 * every field: each action is checked in full here, and the type assertions at the end
 * make `tsc` fail the moment these schemas and the engine's types (duel-types.ts) differ.
 *
 * Numbers are integers where the engine only ever produces integers (health, damage,
 * heals and stats are rounded in simulate-duel.ts and fighter.ts, and the cards enter
 * with integer stats), non-negative where they cannot go below 0. Effect values are the
 * skill's percentages, passed through unrounded: 0..100, not necessarily whole.
 */
import { z } from 'zod';
import {
  EFFECT_TYPES,
  type ActiveEffect,
  type AppliedEffect,
  type CardState,
  type DuelAction,
} from '@alchemy/game-rules';

/**
 * The version of the action protocol a DuelResult carries. Bump it whenever an action
 * changes in shape or in meaning (or a new one appears), so that a client built for
 * another version refuses the duel instead of replaying it wrong.
 */
export const DUEL_PROTOCOL_VERSION = 1;

const cardId = z.string();
/** Health, damage, heals and stats: whole numbers, never below 0. */
const amount = z.number().int().min(0);
/** An effect's percentage as the skill states it (dodge chance, reflect and drain share). */
const percentage = z.number().min(0).max(100);

/** A card's state in a duel: base stats, current values, running effects' percentages. */
export const CardStateSchema = z
  .object({
    id: cardId,
    isPlayer: z.boolean(),
    health: z.number().int().min(1),
    currentHealth: amount,
    attack: amount,
    currentAttack: amount,
    defense: amount,
    currentDefense: amount,
    speed: amount,
    currentSpeed: amount,
    dodgePercentage: percentage,
    reflectPercentage: percentage,
    drainPercentage: percentage,
    isStunned: z.boolean(),
    isInvulnerable: z.boolean(),
  })
  .meta({ id: 'DuelCardState' });

/**
 * An effect running on a card. `remaining` is rounds left (turns for a stun); an instant
 * heal shows once with remaining 0.
 */
export const ActiveEffectSchema = z
  .object({
    type: z.enum(EFFECT_TYPES),
    property: z.string(),
    value: percentage,
    remaining: z.number().int().min(0),
    sourceId: cardId,
  })
  .meta({ id: 'DuelActiveEffect' });

/** An effect as a skill applied it, with the card it landed on. */
export const AppliedEffectSchema = ActiveEffectSchema.extend({ targetId: cardId }).meta({
  id: 'DuelAppliedEffect',
});

const RoundStartActionSchema = z.object({
  type: z.literal('round-start'),
  round: z.number().int().min(1),
  player: z.array(CardStateSchema),
  opponent: z.array(CardStateSchema),
  /** Card id -> the effects running on it; only cards that have some. */
  effects: z.record(z.string(), z.array(ActiveEffectSchema)),
});

const AttackActionSchema = z.object({
  type: z.literal('attack'),
  attackerId: cardId,
  targetId: cardId,
});

const DamageTakenActionSchema = z.object({
  type: z.literal('damage-taken'),
  cardId,
  attackerId: cardId,
  amount,
  currentHealth: amount,
});

const DodgeActionSchema = z.object({
  type: z.literal('dodge'),
  cardId,
  attackerId: cardId,
});

const InvulnerabilityActionSchema = z.object({
  type: z.literal('invulnerability'),
  cardId,
  sourceId: cardId,
});

const HealActionSchema = z.object({
  type: z.literal('heal'),
  cardId,
  amount,
  currentHealth: amount,
});

const DrainActionSchema = z.object({
  type: z.literal('drain'),
  cardId,
  targetId: cardId,
  amount,
  currentHealth: amount,
});

const ReflectActionSchema = z.object({
  type: z.literal('reflect'),
  cardId,
  targetId: cardId,
  amount,
  targetCurrentHealth: amount,
});

const AbilityTriggeredActionSchema = z.object({
  type: z.literal('ability-triggered'),
  cardId,
  skillName: z.string(),
  targetIds: z.array(cardId),
});

const EffectsAppliedActionSchema = z.object({
  type: z.literal('effects-applied'),
  cardId,
  skillName: z.string(),
  targetIds: z.array(cardId),
  effects: z.array(AppliedEffectSchema),
  states: z.array(CardStateSchema),
});

/**
 * One step of the fight. A `type` this schema does not know fails the parse: the client
 * cannot replay what it does not understand, and must not guess.
 */
export const DuelActionSchema = z
  .discriminatedUnion('type', [
    RoundStartActionSchema,
    AttackActionSchema,
    DamageTakenActionSchema,
    DodgeActionSchema,
    InvulnerabilityActionSchema,
    HealActionSchema,
    DrainActionSchema,
    ReflectActionSchema,
    AbilityTriggeredActionSchema,
    EffectsAppliedActionSchema,
  ])
  .meta({ id: 'DuelAction' });

/*
 * The schemas may never drift from the engine: each inferred type and the engine's type
 * must be assignable to each other, both ways (a missing, extra, renamed or retyped field,
 * or a missing action, fails one direction). A mismatch breaks an `Assert` below, so
 * `tsc` fails here rather than a duel failing in a player's browser.
 */
type Equals<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

type _DuelActionMatchesEngine = Assert<Equals<z.infer<typeof DuelActionSchema>, DuelAction>>;
type _CardStateMatchesEngine = Assert<Equals<z.infer<typeof CardStateSchema>, CardState>>;
type _ActiveEffectMatchesEngine = Assert<Equals<z.infer<typeof ActiveEffectSchema>, ActiveEffect>>;
type _AppliedEffectMatchesEngine = Assert<
  Equals<z.infer<typeof AppliedEffectSchema>, AppliedEffect>
>;
