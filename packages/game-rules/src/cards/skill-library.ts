/**
 * The skill library (docs/RULES.md, "Lab and battle cards": at least 30 skills covering all
 * nine effect types). Each skill is tagged with the item families and card classes it suits, so a
 * card made of Flame items tends to get fire skills. Every skill's power (skill-budget.ts)
 * lies in SKILL_POWER_BAND; the tests hold it there.
 */
import type { CardClass } from '../cards';
import type { ItemFamily } from './families';
import type { Skill, SkillEffect, StatProperty } from './skill-types';

export interface SkillEntry {
  readonly skill: Skill;
  readonly families: readonly ItemFamily[];
  readonly classes: readonly CardClass[];
}

const dodge = (value: number, duration: number): SkillEffect => ({
  type: 'dodge',
  value,
  property: 'chance',
  duration,
});
const reflect = (value: number, duration: number): SkillEffect => ({
  type: 'reflect',
  value,
  property: 'damage',
  duration,
});
const drain = (value: number, duration: number): SkillEffect => ({
  type: 'drain',
  value,
  property: 'damage',
  duration,
});
const stun = (duration: number): SkillEffect => ({
  type: 'stun',
  value: 100,
  property: 'turn',
  duration,
});
const invulnerability = (duration: number): SkillEffect => ({
  type: 'invulnerability',
  value: 100,
  property: 'damage',
  duration,
});
/** duration 0: at once; otherwise value % every round for duration rounds. */
const heal = (value: number, duration = 0): SkillEffect => ({
  type: 'heal',
  value,
  property: 'health',
  duration,
});
const silence = (duration: number): SkillEffect => ({
  type: 'silence',
  value: 100,
  property: 'skill',
  duration,
});
const buff = (property: StatProperty, value: number, duration: number): SkillEffect => ({
  type: 'buff',
  value,
  property,
  duration,
});
const debuff = (property: StatProperty, value: number, duration: number): SkillEffect => ({
  type: 'debuff',
  value,
  property,
  duration,
});

function define(
  name: string,
  visualDescription: string,
  effects: SkillEffect[],
  families: ItemFamily[],
  classes: CardClass[],
): SkillEntry {
  // The skill's own duration is what the card face shows: its longest effect.
  const duration = Math.max(...effects.map((effect) => effect.duration));
  return { skill: { name, visualDescription, duration, effects }, families, classes };
}

export const SKILL_LIBRARY: readonly SkillEntry[] = [
  // Dodge
  define(
    'Ember Veil',
    'A curtain of drifting embers blurs the outline until blows pass through sparks.',
    [dodge(35, 3)],
    ['Flame', 'Weather'],
    ['Elemental', 'Mage'],
  ),
  define(
    'Mist Step',
    'The card dissolves into cold fog and reforms a pace away from the strike.',
    [dodge(40, 3)],
    ['Weather', 'Liquids', 'Any'],
    ['Beast', 'Mage'],
  ),
  define(
    'Shadow Pounce',
    'It melts into its own shadow, then springs out claws first.',
    [dodge(30, 2), buff('attack', 25, 2)],
    ['Beasts', 'Spirits'],
    ['Beast'],
  ),
  define(
    'Gale Dance',
    'Whirling gusts lift it off its feet; it moves like a leaf in a storm.',
    [dodge(25, 2), buff('speed', 40, 4)],
    ['Weather'],
    ['Beast', 'Elemental'],
  ),
  define(
    'Aurora Veil',
    'Ribbons of green and violet light wrap the card and mend what they touch.',
    [dodge(25, 3), heal(5)],
    ['Weather', 'Arcane'],
    ['Mythical', 'Mage'],
  ),
  // Reflect
  define(
    'Tidal Mirror',
    'A wall of still water rises, and every blow comes back as a breaking wave.',
    [reflect(40, 3)],
    ['Liquids', 'Arcane'],
    ['Mage', 'Elemental'],
  ),
  define(
    'Thornhide',
    'Its skin bristles with thorns that bite whatever strikes it.',
    [reflect(35, 3), buff('defense', 20, 3)],
    ['Flora', 'Beasts'],
    ['Beast', 'Guardian'],
  ),
  define(
    'Obsidian Facet',
    'Black glass plates lock over its body, sharp enough to cut the hand that hits them.',
    [reflect(45, 3)],
    ['Stone'],
    ['Guardian', 'Elemental'],
  ),
  define(
    'Mirror Plate',
    'Polished armour flashes and throws the force of each blow back at its source.',
    [reflect(30, 2), buff('defense', 40, 3)],
    ['Metals', 'Machines'],
    ['Guardian', 'Mechanical'],
  ),
  // Drain
  define(
    'Gravebind',
    'Pale hands rise from the ground, hold the foe, and pull its strength into the card.',
    [drain(40, 3)],
    ['Spirits'],
    ['Mythical', 'Mage'],
  ),
  define(
    'Vampiric Fang',
    'Its fangs glow red, and every bite leaves it stronger.',
    [drain(35, 3), buff('attack', 10, 2)],
    ['Beasts', 'Spirits'],
    ['Beast', 'Warrior'],
  ),
  define(
    'Leeching Roots',
    'Roots burst from the ground, coil around the foe and drink.',
    [drain(30, 3), debuff('speed', 25, 3)],
    ['Flora'],
    ['Elemental', 'Beast'],
  ),
  define(
    'Soul Siphon',
    'A thread of blue light runs from the foe to the card, humming as it feeds.',
    [drain(45, 3)],
    ['Spirits', 'Arcane'],
    ['Mage', 'Mythical'],
  ),
  define(
    'Rusting Touch',
    'A creeping orange bloom spreads over the foe, eating its armour.',
    [debuff('defense', 60, 3), drain(10, 2)],
    ['Metals', 'Liquids'],
    ['Mechanical', 'Mage'],
  ),
  // Stun
  define(
    'Stormcall',
    'Thunderheads gather overhead and a bolt pins the foe where it stands.',
    [stun(1), debuff('speed', 30, 2)],
    ['Weather'],
    ['Elemental', 'Mage'],
  ),
  define(
    'Quake Slam',
    'It strikes the ground; the earth heaves and throws the foe off balance.',
    [stun(1), debuff('defense', 30, 2)],
    ['Stone', 'Any'],
    ['Warrior', 'Guardian'],
  ),
  define(
    'Shield Bash',
    'A ringing blow of the shield rim leaves the foe dazed.',
    [stun(1), buff('defense', 20, 2)],
    ['Metals'],
    ['Guardian', 'Warrior'],
  ),
  define(
    'Tesla Arc',
    'Coils crackle, and a blue arc locks every joint of the foe.',
    [stun(1), debuff('attack', 15, 2)],
    ['Machines', 'Weather'],
    ['Mechanical'],
  ),
  // Invulnerability
  define(
    'Stoneskin',
    'Its body turns to granite for a heartbeat; blows ring off harmlessly.',
    [invulnerability(1), buff('defense', 20, 3)],
    ['Stone'],
    ['Guardian', 'Elemental'],
  ),
  define(
    'Iron Bastion',
    'Plates of iron slam shut around it like the gates of a keep.',
    [invulnerability(1), heal(5)],
    ['Metals'],
    ['Guardian', 'Mechanical'],
  ),
  define(
    'Ethereal Shift',
    'It fades into a translucent ghost and drifts out of reach.',
    [invulnerability(1), buff('speed', 30, 2)],
    ['Spirits'],
    ['Mythical', 'Mage'],
  ),
  define(
    'Bubble Ward',
    'A shimmering bubble of water closes around it and soothes its wounds.',
    [invulnerability(1), heal(4)],
    ['Liquids', 'Any'],
    ['Elemental', 'Mage'],
  ),
  define(
    'Bulwark Protocol',
    'Gears spin, shutters drop, and the machine locks into a fortress.',
    [invulnerability(1), buff('defense', 30, 2)],
    ['Machines'],
    ['Mechanical'],
  ),
  // Heal
  define(
    'Verdant Bloom',
    'Flowers open across its body and close its wounds petal by petal.',
    [heal(6, 3)],
    ['Flora'],
    ['Elemental', 'Beast'],
  ),
  define(
    'Phoenix Rebirth',
    'It bursts into golden flame and steps out of the fire whole again.',
    [heal(20)],
    ['Flame', 'Spirits'],
    ['Mythical'],
  ),
  define(
    'Healing Spring',
    'Clear water wells up beneath it and washes the hurt away.',
    [heal(5, 3)],
    ['Liquids'],
    ['Mage', 'Elemental'],
  ),
  define(
    'Field Repairs',
    'Tiny arms unfold from its frame and weld its plates back together.',
    [heal(15), buff('defense', 15, 2)],
    ['Machines', 'Metals'],
    ['Mechanical'],
  ),
  define(
    'Moonlit Mending',
    'Silver moonlight pools on its wounds and knits them shut.',
    [heal(4, 3), buff('defense', 20, 3)],
    ['Arcane', 'Flora'],
    ['Mage', 'Guardian'],
  ),
  // Silence
  define(
    "Siren's Hush",
    'A haunting song drifts across the arena and the foe forgets its craft.',
    [silence(2)],
    ['Liquids', 'Spirits'],
    ['Mage', 'Mythical'],
  ),
  define(
    'Rune Seal',
    'Glowing runes close around the foe like a lock.',
    [silence(2), debuff('attack', 10, 1)],
    ['Arcane'],
    ['Mage'],
  ),
  define(
    'Static Jammer',
    'A droning hum fills the air and scrambles every spell.',
    [silence(2), debuff('speed', 20, 2)],
    ['Machines'],
    ['Mechanical'],
  ),
  define(
    'Spore Cloud',
    "A choking cloud of spores puffs out and fogs the foe's mind.",
    [silence(1), debuff('attack', 20, 3)],
    ['Flora'],
    ['Beast', 'Elemental'],
  ),
  define(
    'Ashen Gag',
    "Thick ash fills the air and chokes the foe's words.",
    [silence(2), debuff('defense', 20, 2)],
    ['Flame', 'Stone'],
    ['Warrior', 'Elemental'],
  ),
  // Buff
  define(
    'Cinder Rage',
    'Its eyes turn to coals and every strike leaves a trail of sparks.',
    [buff('attack', 40, 3)],
    ['Flame'],
    ['Warrior', 'Beast'],
  ),
  define(
    'War Drum Cadence',
    'A pounding rhythm rises and drives every blow harder and faster.',
    [buff('attack', 25, 3), buff('speed', 30, 3)],
    ['Metals', 'Arcane'],
    ['Warrior'],
  ),
  define(
    'Overclock',
    'Its gears scream past their limit and steam jets from every seam.',
    [buff('speed', 50, 3), buff('attack', 25, 2)],
    ['Machines'],
    ['Mechanical', 'Warrior'],
  ),
  define(
    'Tempered Steel',
    'Its armour glows red, then cools harder than before.',
    [buff('defense', 60, 3), heal(5)],
    ['Metals', 'Flame'],
    ['Guardian', 'Warrior'],
  ),
  define(
    'Wild Frenzy',
    'It howls, hackles raised, and throws itself into the fight.',
    [buff('attack', 30, 2), buff('speed', 40, 3)],
    ['Beasts'],
    ['Beast'],
  ),
  define(
    'Starfire Focus',
    'Starlight gathers in its hands and sharpens into a blade of light.',
    [buff('attack', 30, 3), heal(5)],
    ['Arcane'],
    ['Mage'],
  ),
  define(
    'Primal Surge',
    'Fire, water, air and earth swirl around it and settle into its limbs.',
    [buff('attack', 20, 3), buff('defense', 30, 3)],
    ['Any'],
    ['Elemental', 'Beast'],
  ),
  define(
    "Dragon's Wrath",
    'Its roar shakes the arena and scales bristle for the kill.',
    [buff('attack', 35, 3), debuff('defense', 30, 2)],
    ['Beasts', 'Flame'],
    ['Mythical', 'Warrior'],
  ),
  // Debuff
  define(
    'Searing Brand',
    'A white-hot sigil burns into the foe and its guard crumbles.',
    [debuff('defense', 50, 3), debuff('attack', 15, 3)],
    ['Flame'],
    ['Elemental', 'Warrior'],
  ),
  define(
    'Frostbite',
    'Frost creeps over the foe and slows its every move.',
    [debuff('speed', 50, 3), debuff('attack', 20, 3)],
    ['Liquids', 'Weather'],
    ['Elemental', 'Mage'],
  ),
  define(
    'Hex of Frailty',
    'A sickly violet mark settles on the foe and saps its strength.',
    [debuff('attack', 35, 3)],
    ['Arcane', 'Spirits'],
    ['Mage', 'Mythical'],
  ),
  define(
    'Sandstorm Blind',
    'A wall of stinging sand swallows the arena; the foe swings blind.',
    [debuff('attack', 25, 2), dodge(20, 3)],
    ['Stone', 'Weather'],
    ['Elemental'],
  ),
  define(
    'Dread Roar',
    'A roar from deep in the chest makes the foe hesitate.',
    [debuff('attack', 30, 4)],
    ['Beasts'],
    ['Beast', 'Warrior'],
  ),
  define(
    'Sundering Strike',
    "One heavy blow cracks the foe's armour from rim to rim.",
    [debuff('defense', 40, 3), buff('attack', 20, 3)],
    ['Metals', 'Stone'],
    ['Warrior'],
  ),
  define(
    'Gear Grinder',
    "Spinning teeth bite into the foe's joints and slow them.",
    [debuff('speed', 40, 3), debuff('attack', 20, 3)],
    ['Machines'],
    ['Mechanical'],
  ),
  define(
    'Wyrmfire Breath',
    'A torrent of fire pours over the foe and leaves it scorched and weak.',
    [debuff('attack', 20, 3), drain(20, 3)],
    ['Flame', 'Beasts'],
    ['Mythical'],
  ),
];
