/**
 * The words card names, descriptions and synergy lines are built from (card-names.ts).
 * Written against the real catalogue (apps/server/content/items): a Lava (Stone) and Thorn
 * (Flora) beast can come out as "Obsidian Thornback", a Phoenix card as "Phoenix Warden".
 */
import type { CardClass } from '../cards';
import type { ItemFamily } from './families';

/** Adjectives that open a name: "Molten" Thornback. */
export const FAMILY_ADJECTIVES: Record<ItemFamily, readonly string[]> = {
  Flame: ['Molten', 'Blazing', 'Scorched', 'Searing', 'Smouldering'],
  Liquids: ['Tidal', 'Abyssal', 'Drowned', 'Frozen', 'Flowing'],
  Weather: ['Thundering', 'Howling', 'Misty', 'Storm-wracked', 'Windswept'],
  Stone: ['Granite', 'Obsidian', 'Basalt', 'Crystal', 'Quaking'],
  Flora: ['Verdant', 'Thorned', 'Mossy', 'Blooming', 'Overgrown'],
  Metals: ['Iron', 'Gilded', 'Steel-clad', 'Tempered', 'Bronzed'],
  Beasts: ['Feral', 'Savage', 'Fanged', 'Wild', 'Prowling'],
  Spirits: ['Spectral', 'Haunted', 'Ghostly', 'Wraithlike', 'Soulbound'],
  Arcane: ['Arcane', 'Runic', 'Starlit', 'Mystic', 'Eldritch'],
  Machines: ['Clockwork', 'Geared', 'Steam-driven', 'Brass', 'Tinkered'],
  Any: ['Primal', 'Ancient', 'Elder', 'Unbound', 'Wandering'],
};

/** First halves of a compound noun: "Thorn"back. */
export const FAMILY_STEMS: Record<ItemFamily, readonly string[]> = {
  Flame: ['Cinder', 'Ember', 'Ash', 'Flare', 'Blaze'],
  Liquids: ['Tide', 'Brine', 'Frost', 'Mire', 'Wave'],
  Weather: ['Storm', 'Gale', 'Thunder', 'Mist', 'Squall'],
  Stone: ['Stone', 'Crag', 'Flint', 'Rock', 'Slate'],
  Flora: ['Thorn', 'Moss', 'Briar', 'Root', 'Bramble'],
  Metals: ['Iron', 'Steel', 'Bronze', 'Gold', 'Rust'],
  Beasts: ['Fang', 'Claw', 'Horn', 'Scale', 'Tusk'],
  Spirits: ['Ghost', 'Soul', 'Grave', 'Wisp', 'Shade'],
  Arcane: ['Rune', 'Star', 'Moon', 'Hex', 'Sigil'],
  Machines: ['Cog', 'Gear', 'Spring', 'Bolt', 'Piston'],
  Any: ['Dust', 'Dawn', 'Wild', 'Elder', 'Prime'],
};

/** Second halves of a compound noun, by class: Thorn"back" is a Beast. */
export const CLASS_SUFFIXES: Record<CardClass, readonly string[]> = {
  Beast: ['back', 'maw', 'hide', 'tail', 'horn'],
  Elemental: ['heart', 'shard', 'born', 'core', 'surge'],
  Warrior: ['blade', 'breaker', 'reaver', 'brand', 'fist'],
  Mage: ['weaver', 'binder', 'seer', 'caller', 'sage'],
  Guardian: ['warden', 'ward', 'shield', 'guard', 'keeper'],
  Mechanical: ['frame', 'drone', 'golem', 'walker', 'works'],
  Mythical: ['wyrm', 'lord', 'titan', 'drake', 'crown'],
};

/** Whole nouns, by class: Molten "Stalker". */
export const CLASS_NOUNS: Record<CardClass, readonly string[]> = {
  Beast: ['Stalker', 'Prowler', 'Hound', 'Behemoth', 'Raptor'],
  Elemental: ['Elemental', 'Avatar', 'Colossus', 'Herald', 'Shard'],
  Warrior: ['Knight', 'Champion', 'Reaver', 'Gladiator', 'Vanguard'],
  Mage: ['Sorcerer', 'Archmage', 'Witch', 'Oracle', 'Conjurer'],
  Guardian: ['Sentinel', 'Warden', 'Protector', 'Bulwark', 'Paladin'],
  Mechanical: ['Automaton', 'Golem', 'Construct', 'Juggernaut', 'Sentry'],
  Mythical: ['Dragon', 'Phoenix', 'Titan', 'Chimera', 'Leviathan'],
};

/** How a description names the class, and the verb that links it to its items. */
export const CLASS_ORIGIN: Record<CardClass, { noun: string; verb: string }> = {
  Beast: { noun: 'beast', verb: 'born of' },
  Elemental: { noun: 'elemental', verb: 'risen from' },
  Warrior: { noun: 'warrior', verb: 'forged from' },
  Mage: { noun: 'mage', verb: 'conjured from' },
  Guardian: { noun: 'guardian', verb: 'raised from' },
  Mechanical: { noun: 'mechanical construct', verb: 'built from' },
  Mythical: { noun: 'mythical being', verb: 'awakened from' },
};

/** A second sentence on how the class fights, matching its stat profile (card-stats.ts). */
export const CLASS_FLAVOUR: Record<CardClass, readonly string[]> = {
  Beast: [
    'It strikes before its foes can move.',
    'It hunts by speed and instinct.',
    'Nothing in the arena outruns it.',
  ],
  Elemental: [
    'It bends with the fight and breaks nowhere.',
    'Its strength is balance: no weakness, no excess.',
    'It shifts its shape as the battle turns.',
  ],
  Warrior: [
    'It lives for the next blow.',
    'Every swing is meant to end the fight.',
    'It fights in front and hits hardest.',
  ],
  Mage: [
    'Its power lies in the spells it weaves.',
    'It calls on its skill more often than any other.',
    'It fights with words of power rather than fists.',
  ],
  Guardian: [
    'It stands where others fall.',
    'It outlasts what it cannot outfight.',
    'Walls have broken on it.',
  ],
  Mechanical: [
    'Its plating shrugs off blows that fell others.',
    'It never tires and never flinches.',
    'Every joint is armoured, every move precise.',
  ],
  Mythical: [
    'Legends speak of it in every arena.',
    'It is strong, swift and cunning all at once.',
    'Few have seen it, and fewer have beaten it.',
  ],
};

/** What each family brings to a fight, as a clause: "the fire burns hotter with every blow". */
export const FAMILY_CLAUSES: Record<ItemFamily, readonly string[]> = {
  Flame: [
    'the fire burns hotter with every blow',
    'embers smoulder in every wound',
    'the heat never lets up',
  ],
  Liquids: [
    'the tide washes its wounds clean',
    'water slips through every guard',
    'the current wears the foe down',
  ],
  Weather: [
    'the wind carries it faster',
    'lightning answers its call',
    'the storm hides its movements',
  ],
  Stone: [
    'stone skin turns blows aside',
    'the earth holds it steady',
    'every strike lands like a rockfall',
  ],
  Flora: [
    'thorns grow back as fast as they break',
    'roots keep it standing',
    'green life mends its wounds',
  ],
  Metals: [
    'tempered metal keeps its edge',
    'armour plates turn the blows',
    'the blade never dulls',
  ],
  Beasts: [
    "the hunter's instinct finds the opening",
    'claws tear where they land',
    "it moves with an animal's speed",
  ],
  Spirits: [
    "restless spirits whisper the foe's next move",
    'the dead lend it their strength',
    'it fades where blows would land',
  ],
  Arcane: ['runes sharpen every spell', 'starlight guides its aim', 'old magic hums in its veins'],
  Machines: [
    'gears turn without rest',
    'pistons drive every strike',
    'its frame was built to last',
  ],
  Any: [
    'the first elements answer together',
    'raw nature flows through it',
    'fire, water, air and earth keep it whole',
  ],
};

/**
 * Hand-written lines for pairs that tell a story together, keyed by the two families in
 * ITEM_FAMILIES order. Other pairs are composed from FAMILY_CLAUSES.
 */
export const PAIR_SYNERGIES: Readonly<Record<string, string>> = {
  'Flame+Flora': 'the thorns burn as they strike.',
  'Flame+Liquids': 'steam scalds whatever the fire misses.',
  'Flame+Metals': 'the blade is forged in its own fire.',
  'Flame+Weather': 'the wind fans every spark into a blaze.',
  'Flame+Stone': 'molten rock pours through every crack.',
  'Flame+Beasts': 'the hunter breathes fire.',
  'Liquids+Weather': 'the storm drives the tide before it.',
  'Liquids+Stone': 'water carves the stone to a razor edge.',
  'Liquids+Flora': 'the roots drink deep and heal fast.',
  'Stone+Metals': 'ore and rock make one unbreakable hide.',
  'Flora+Beasts': 'it hunts unseen through the undergrowth.',
  'Metals+Machines': 'every gear is cut from hardened steel.',
  'Weather+Machines': 'lightning winds its springs.',
  'Beasts+Spirits': "a ghost rides the hunter's back.",
  'Spirits+Arcane': 'old runes bind the restless dead to its will.',
  'Arcane+Machines': 'runes etched on every gear teach the engine to think.',
};
