/**
 * The words card descriptions and synergy lines are built from (card-names.ts): several
 * openings, class lines and family details, so two cards rarely read as one template.
 */
import type { CardClass } from '../cards';
import type { ItemFamily } from './families';

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

/** A sentence on how the class fights, matching its stat profile (card-stats.ts). */
export const CLASS_FLAVOUR: Record<CardClass, readonly string[]> = {
  Beast: [
    'It strikes before its foes can move.',
    'It hunts by speed and instinct.',
    'Nothing in the arena outruns it.',
    'It circles once, then pounces.',
    'By the time a foe turns, it has already bitten.',
    'It never stops moving, and never stops watching.',
  ],
  Elemental: [
    'It bends with the fight and breaks nowhere.',
    'Its strength is balance: no weakness, no excess.',
    'It shifts its shape as the battle turns.',
    'It gives as much as it takes, and takes its time.',
    'Neither the swiftest nor the strongest, it simply endures.',
    'It answers every blow in kind.',
  ],
  Warrior: [
    'It lives for the next blow.',
    'Every swing is meant to end the fight.',
    'It fights in front and hits hardest.',
    'It has never once taken a step back.',
    'Its first strike is usually its last.',
    'It counts its victories in broken shields.',
  ],
  Mage: [
    'Its power lies in the spells it weaves.',
    'It calls on its skill more often than any other.',
    'It fights with words of power rather than fists.',
    'Its hands are never still, and never empty of magic.',
    'It wins the fight before the first blow lands.',
    'It reads the battle like an open book.',
  ],
  Guardian: [
    'It stands where others fall.',
    'It outlasts what it cannot outfight.',
    'Walls have broken on it.',
    'It waits, and lets the foe tire first.',
    'No blow has ever moved it from its place.',
    'It would rather hold than strike, and holds for ever.',
  ],
  Mechanical: [
    'Its plating shrugs off blows that fell others.',
    'It never tires and never flinches.',
    'Every joint is armoured, every move precise.',
    'It does exactly what it was built to do.',
    'Its gears grind on long after its foes give up.',
    'It feels no pain and knows no fear.',
  ],
  Mythical: [
    'Legends speak of it in every arena.',
    'It is strong, swift and cunning all at once.',
    'Few have seen it, and fewer have beaten it.',
    'Old songs warned of its coming.',
    'It has no weakness that anyone has lived to name.',
    'Where it passes, stories follow.',
  ],
};

/** What a family leaves on the creature, seen or heard: "Smoke curls from its joints." */
export const FAMILY_DETAILS: Record<ItemFamily, readonly string[]> = {
  Flame: [
    'Smoke curls from its every joint.',
    'The air shimmers with heat around it.',
    'Sparks fall where it walks.',
  ],
  Liquids: [
    'Its footsteps leave wet prints that never dry.',
    'It smells of salt and deep water.',
    'Frost creeps over whatever it touches.',
  ],
  Weather: [
    'A wind follows it that no one else can feel.',
    'Thunder mutters whenever it is angry.',
    'Mist gathers wherever it rests.',
  ],
  Stone: [
    'The ground trembles under its weight.',
    'Its skin is cold and rough as a cliff face.',
    'Pebbles rattle when it breathes.',
  ],
  Flora: [
    'Flowers open in its tracks.',
    'Moss grows on it overnight.',
    'It smells of rain on leaves.',
  ],
  Metals: [
    'It rings like a bell when struck.',
    'Its edges catch the light like a new blade.',
    'It clanks softly with every step.',
  ],
  Beasts: [
    'Its eyes shine in the dark.',
    'A low growl never quite leaves its throat.',
    'It sniffs the air before every fight.',
  ],
  Spirits: [
    'Candles gutter when it passes.',
    'Whispers follow it that nobody speaks.',
    'Its shadow does not always move with it.',
  ],
  Arcane: [
    'Faint runes glow on its skin.',
    'Stars seem to turn in its eyes.',
    'The air tastes of old magic around it.',
  ],
  Machines: [
    'Something inside it ticks without pause.',
    'Steam hisses from its seams.',
    'It smells of oil and hot brass.',
  ],
  Any: [
    'It carries a little of every element.',
    'The world seems older around it.',
    'Fire, water, air and earth all answer to it.',
  ],
};

/** What each family brings to a fight, as a clause: "the fire burns hotter with every blow". */
export const FAMILY_CLAUSES: Record<ItemFamily, readonly string[]> = {
  Flame: [
    'the fire burns hotter with every blow',
    'embers smoulder in every wound',
    'the heat never lets up',
    'every strike leaves a scorch mark',
    'the flames leap to meet each attack',
  ],
  Liquids: [
    'the tide washes its wounds clean',
    'water slips through every guard',
    'the current wears the foe down',
    'frost slows every foe that touches it',
    "the cold seeps into the enemy's bones",
  ],
  Weather: [
    'the wind carries it faster',
    'lightning answers its call',
    'the storm hides its movements',
    'the rain blinds its foes',
    "thunder shakes the enemy's nerve",
  ],
  Stone: [
    'stone skin turns blows aside',
    'the earth holds it steady',
    'every strike lands like a rockfall',
    'it does not budge an inch',
    'the mountain lends it patience',
  ],
  Flora: [
    'thorns grow back as fast as they break',
    'roots keep it standing',
    'green life mends its wounds',
    "vines bind the foe's limbs",
    "spores cloud the enemy's eyes",
  ],
  Metals: [
    'tempered metal keeps its edge',
    'armour plates turn the blows',
    'the blade never dulls',
    'the steel rings true with every parry',
    'its weight drives every strike home',
  ],
  Beasts: [
    "the hunter's instinct finds the opening",
    'claws tear where they land',
    "it moves with an animal's speed",
    'it smells fear and follows it',
    "the pack's patience guides its timing",
  ],
  Spirits: [
    "restless spirits whisper the foe's next move",
    'the dead lend it their strength',
    'it fades where blows would land',
    'a chill of the grave saps the foe',
    'old ghosts stand between it and harm',
  ],
  Arcane: [
    'runes sharpen every spell',
    'starlight guides its aim',
    'old magic hums in its veins',
    'wards flicker on at the last moment',
    'it bends chance a little its way',
  ],
  Machines: [
    'gears turn without rest',
    'pistons drive every strike',
    'its frame was built to last',
    'springs coil for the next blow',
    'every motion is measured to the inch',
  ],
  Any: [
    'the first elements answer together',
    'raw nature flows through it',
    'fire, water, air and earth keep it whole',
    'the world itself takes its side',
  ],
};

/** How two clauses of a composed synergy line meet: "{a} while {b}". */
export const CLAUSE_JOINS: readonly string[] = [' while ', ', and ', '; '];

/**
 * Hand-written lines for pairs that tell a story together, keyed by the two families in
 * ITEM_FAMILIES order. A card of such a pair reads one of them half the time; the other
 * half, and every other pair, is composed from FAMILY_CLAUSES.
 */
export const PAIR_SYNERGIES: Readonly<Record<string, readonly string[]>> = {
  'Flame+Flora': ['the thorns burn as they strike.', 'it blooms in ash and seeds in fire.'],
  'Flame+Liquids': ['steam scalds whatever the fire misses.', 'boiling mist hides every move.'],
  'Flame+Metals': ['the blade is forged in its own fire.', 'red-hot steel sears what it cuts.'],
  'Flame+Weather': ['the wind fans every spark into a blaze.', 'lightning lights its fires.'],
  'Flame+Stone': ['molten rock pours through every crack.', 'it cools into armour as it fights.'],
  'Flame+Beasts': ['the hunter breathes fire.', 'its bite burns long after it lets go.'],
  'Liquids+Weather': ['the storm drives the tide before it.', 'hail and sleet fall at its call.'],
  'Liquids+Stone': ['water carves the stone to a razor edge.', 'ice splits the foe like rock.'],
  'Liquids+Flora': ['the roots drink deep and heal fast.', 'the marsh swallows every misstep.'],
  'Stone+Metals': ['ore and rock make one unbreakable hide.', 'it is quarried, then forged.'],
  'Flora+Beasts': ['it hunts unseen through the undergrowth.', 'it wears the forest as a coat.'],
  'Metals+Machines': ['every gear is cut from hardened steel.', 'its engine never overheats.'],
  'Weather+Machines': ['lightning winds its springs.', 'the storm charges its coils.'],
  'Beasts+Spirits': ["a ghost rides the hunter's back.", 'it hunts in this world and the next.'],
  'Spirits+Arcane': [
    'old runes bind the restless dead to its will.',
    'the spirits read its spells aloud.',
  ],
  'Arcane+Machines': [
    'runes etched on every gear teach the engine to think.',
    'its clockwork keeps the hours of the stars.',
  ],
};
