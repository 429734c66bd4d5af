/**
 * The Skill model (docs/RULES.md, "Lab and battle cards") and the exact meaning of every effect,
 * which the duel engine (docs/RULES.md, "Duel engine") implements. Percentages are whole numbers
 * (30 = 30%); durations count duel rounds, starting with the round in which the skill triggers.
 *
 * - dodge: value = % chance to avoid an incoming attack entirely; property 'chance'.
 * - reflect: value = % of the damage taken that is sent back to the attacker; 'damage'.
 * - drain: value = % of the damage dealt that heals the caster; 'damage'.
 * - stun: the TARGET cannot attack while stunned; value = % chance the stun lands (the
 *   library always uses 100); property 'turn'.
 * - invulnerability: the caster takes no damage; value is always 100 (the duel state holds
 *   it as the flag isInvulnerable); property 'damage'.
 * - heal: value = % of the caster's MAX health, healed at once when duration is 0, or at
 *   the start of each of `duration` rounds otherwise; property 'health'.
 * - silence: the TARGET's skill cannot trigger; value = % chance it lands (the library
 *   always uses 100); property 'skill'.
 * - buff: the caster's property ('attack' | 'defense' | 'speed') rises by value %.
 * - debuff: the TARGET's property ('attack' | 'defense' | 'speed') falls by value %.
 *
 * Every type but heal lasts `duration` rounds, at least 1.
 * The target is the opposing card the caster attacks in that round. Buffs and debuffs
 * scale the current stat from the card's effective (quality-adjusted) stat.
 */

export const EFFECT_TYPES = [
  'dodge',
  'reflect',
  'drain',
  'stun',
  'invulnerability',
  'heal',
  'silence',
  'buff',
  'debuff',
] as const;
export type EffectType = (typeof EFFECT_TYPES)[number];

/** The card stats a buff raises or a debuff lowers. */
export const STAT_PROPERTIES = ['attack', 'defense', 'speed'] as const;
export type StatProperty = (typeof STAT_PROPERTIES)[number];

/** The property each effect type carries: fixed, except buff and debuff which name a stat. */
export const EFFECT_PROPERTIES: Record<EffectType, readonly string[]> = {
  dodge: ['chance'],
  reflect: ['damage'],
  drain: ['damage'],
  stun: ['turn'],
  invulnerability: ['damage'],
  heal: ['health'],
  silence: ['skill'],
  buff: STAT_PROPERTIES,
  debuff: STAT_PROPERTIES,
};

export interface SkillEffect {
  type: EffectType;
  /** A whole-number percentage, 0 < value <= 100 (see the table above). */
  value: number;
  property: string;
  /** Rounds; 0 only for an instant heal. */
  duration: number;
}

export interface Skill {
  name: string;
  visualDescription: string;
  /** Rounds the skill shows as active: the longest of its effects' durations. */
  duration: number;
  effects: SkillEffect[];
}

/** No effect outlives a duel (docs/RULES.md, "Duel engine": at most 30 rounds). */
export const MAX_EFFECT_DURATION = 30;
/** A skill does a few things at most; more would not fit the card face. */
export const MAX_SKILL_EFFECTS = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDuration(value: unknown, min: number): value is number {
  return (
    Number.isInteger(value) && (value as number) >= min && (value as number) <= MAX_EFFECT_DURATION
  );
}

export function isSkillEffect(value: unknown): value is SkillEffect {
  if (!isRecord(value)) return false;
  const { type, value: amount, property, duration } = value;
  if (typeof type !== 'string' || !(EFFECT_TYPES as readonly string[]).includes(type)) return false;
  const effectType = type as EffectType;
  if (typeof property !== 'string' || !EFFECT_PROPERTIES[effectType].includes(property)) {
    return false;
  }
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 100) {
    return false;
  }
  // The duel state holds invulnerability as a flag (isInvulnerable): it is all or nothing.
  if (effectType === 'invulnerability' && amount !== 100) return false;
  return isDuration(duration, effectType === 'heal' ? 0 : 1);
}

/**
 * Structural check of a skill as the server stores it (JSON text, docs/RULES.md, "Lab and
 * battle cards").
 */
export function isSkill(value: unknown): value is Skill {
  if (!isRecord(value)) return false;
  const { name, visualDescription, duration, effects } = value;
  return (
    typeof name === 'string' &&
    name.trim().length > 0 &&
    typeof visualDescription === 'string' &&
    isDuration(duration, 0) &&
    Array.isArray(effects) &&
    effects.length > 0 &&
    effects.length <= MAX_SKILL_EFFECTS &&
    effects.every(isSkillEffect)
  );
}

/**
 * The skill stored as JSON text, or null when the text is not a valid skill: the card
 * then has no ability and the UI shows 'None' (docs/RULES.md, "Lab and battle cards").
 * Unknown extra fields are dropped so nothing unchecked travels further.
 */
export function parseSkill(text: string): Skill | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isSkill(value)) return null;
  return {
    name: value.name,
    visualDescription: value.visualDescription,
    duration: value.duration,
    effects: value.effects.map(({ type, value: amount, property, duration }) => ({
      type,
      value: amount,
      property,
      duration,
    })),
  };
}

/** What the UI shows for a card without a usable skill. */
export const NO_SKILL_LABEL = 'None';

function rounds(duration: number): string {
  return duration === 1 ? '1 round' : `${duration} rounds`;
}

/** " (60% chance)" for a chance-based effect that can miss; nothing when it always lands. */
function chanceSuffix(value: number): string {
  return value >= 100 ? '' : ` (${value}% chance)`;
}

/** A short English sentence for one effect, as the card and the duel screens show it. */
export function describeEffect(effect: SkillEffect): string {
  const { value, property, duration } = effect;
  switch (effect.type) {
    case 'dodge':
      return `Dodges ${value}% of attacks for ${rounds(duration)}.`;
    case 'reflect':
      return `Reflects ${value}% of damage taken for ${rounds(duration)}.`;
    case 'drain':
      return `Heals for ${value}% of damage dealt for ${rounds(duration)}.`;
    case 'stun':
      return `Stuns the opponent for ${rounds(duration)}${chanceSuffix(value)}.`;
    case 'invulnerability':
      return `Takes no damage for ${rounds(duration)}.`;
    case 'heal':
      return duration === 0
        ? `Heals ${value}% of max health at once.`
        : `Heals ${value}% of max health each round for ${rounds(duration)}.`;
    case 'silence':
      return `Silences the opponent's skill for ${rounds(duration)}${chanceSuffix(value)}.`;
    case 'buff':
      return `Raises ${property} by ${value}% for ${rounds(duration)}.`;
    case 'debuff':
      return `Lowers the opponent's ${property} by ${value}% for ${rounds(duration)}.`;
  }
}

/** Every effect of a skill in one line, or 'None' for a card without a usable skill. */
export function describeSkill(skill: Skill | null): string {
  return skill === null ? NO_SKILL_LABEL : skill.effects.map(describeEffect).join(' ');
}
