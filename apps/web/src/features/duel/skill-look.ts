/**
 * How a skill looks and sounds in a duel. Every skill gets its own: its colour is its first
 * effect's (a stun is yellow, a drain crimson) turned a little by its name, and the notes of
 * its motif come from its name (a skill is named once in the library, so two differ); its
 * glyph and instrument say what it does (a stun crackles, a heal chimes). Deterministic, so
 * a skill is recognised from fight to fight.
 */
import { seedFromString, type EffectType } from '@alchemy/game-rules';
import type { GameIconName } from '@/components/ui/icon-names';

/** What each effect type looks like where it lands: its glyph and colour. */
export const EFFECT_LOOKS: Record<EffectType, { glyph: GameIconName; color: string; hue: number }> =
  {
    dodge: { glyph: 'dodge', color: '#5fe3d6', hue: 172 },
    reflect: { glyph: 'shield-reflect', color: '#b68cff', hue: 265 },
    drain: { glyph: 'vampire-dracula', color: '#ff5f8a', hue: 342 },
    stun: { glyph: 'lightning-helix', color: '#ffd84d', hue: 48 },
    invulnerability: { glyph: 'magic-shield', color: '#ffc94a', hue: 40 },
    heal: { glyph: 'heart-plus', color: '#6ee08f', hue: 138 },
    silence: { glyph: 'silenced', color: '#9db4d9', hue: 215 },
    buff: { glyph: 'biceps', color: '#ff9a3c', hue: 24 },
    debuff: { glyph: 'broken-shield', color: '#a86bff', hue: 280 },
  };

export type Instrument = 'strike' | 'ward' | 'bloom';

/** Offensive effects ring harsh, warding ones hollow, healing and rising ones soft. */
const INSTRUMENTS: Record<EffectType, Instrument> = {
  stun: 'strike',
  silence: 'strike',
  debuff: 'strike',
  drain: 'strike',
  dodge: 'ward',
  reflect: 'ward',
  invulnerability: 'ward',
  heal: 'bloom',
  buff: 'bloom',
};

export interface SkillLook {
  /** 0..359: the burst's and the banner's colour, within 20 degrees of its effect's. */
  hue: number;
  glyph: GameIconName;
  instrument: Instrument;
  /** Three steps of a pentatonic scale above the instrument's root, in semitones. */
  motif: [number, number, number];
}

const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];

export function skillLook(name: string, effects: readonly EffectType[] = []): SkillLook {
  const hash = seedFromString(name);
  const first = effects[0];
  const note = (shift: number) => PENTATONIC[(hash >>> shift) % PENTATONIC.length] ?? 0;
  return {
    hue: first ? (EFFECT_LOOKS[first].hue + (hash % 41) - 20 + 360) % 360 : hash % 360,
    glyph: first ? EFFECT_LOOKS[first].glyph : 'sparkles',
    instrument: first ? INSTRUMENTS[first] : 'bloom',
    motif: [note(9), note(14), note(19)],
  };
}
