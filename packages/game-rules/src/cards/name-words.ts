/**
 * The words card names are built from (card-names.ts). Every word belongs to an item family
 * or to a class, so a name always says what the card is made of: a Lava (Stone) and Thorn
 * (Flora) beast can come out as "Obsidian Thornback", "Cragmaw of the Old Roots" or
 * "Lava-crowned Prowler". Written against the real catalogue (apps/server/content/items).
 *
 * The pools are wide on purpose: of 1,000 cards forged from random item sets, at most 2% may
 * share a name (card-names.catalogue.test.ts), newcomers' level-1 cards included, whose items
 * come from a few families only. Lists are written as text to keep them readable at a glance.
 */
import type { CardClass } from '../cards';
import type { ItemFamily } from './families';

/** Single words, separated by spaces or line breaks. */
function words(text: string): string[] {
  return text.trim().split(/\s+/);
}

/** Phrases separated by commas, each after a fixed lead: "of the" + "Burning Hills". */
function phrases(lead: string, text: string): string[] {
  return text.split(',').map((phrase) => `${lead} ${phrase.trim().replace(/\s+/g, ' ')}`);
}

/** Adjectives that open a name: "Molten" Thornback. */
export const FAMILY_ADJECTIVES: Record<ItemFamily, readonly string[]> = {
  Flame: words(`Molten Blazing Scorched Searing Smouldering Ashen Kindled Fiery Burning Charred
    Flickering Cindered Sunscorched Glowing Fire-tongued Red-hot`),
  Liquids: words(`Tidal Abyssal Drowned Frozen Flowing Brackish Rippling Frostbitten Sunken
    Glacial Briny Icebound Foaming Murky Deep-sea Rain-fed`),
  Weather: words(`Thundering Howling Misty Storm-wracked Windswept Gusting Cloudborne
    Sleet-lashed Rain-slick Sky-torn Tempest-tossed Crackling Whirling Squalling Lightning-lit
    Fog-bound`),
  Stone: words(`Granite Obsidian Basalt Crystal Quaking Craggy Earthen Marble Jagged Rockbound
    Flint-edged Stony Monolithic Cavernous Rumbling Sandstone`),
  Flora: words(`Verdant Thorned Mossy Blooming Overgrown Rooted Sylvan Wildwood Sap-veined
    Vine-bound Barkskinned Lichened Petalled Greenwood Bramble-wrapped Sprouting`),
  Metals: words(`Iron Gilded Steel-clad Tempered Bronzed Silvered Burnished Hammered Brazen
    Argent Copper-bright Chain-wrapped Rust-flecked Plated Polished Mail-clad`),
  Beasts: words(`Feral Savage Fanged Wild Prowling Tusked Clawed Snarling Shaggy Horned Scaled
    Striped Bristling Untamed Maned Ravenous`),
  Spirits: words(`Spectral Haunted Ghostly Wraithlike Soulbound Ethereal Phantom Restless
    Hallowed Grave-cold Whispering Undying Shrouded Cursed Veiled Pale`),
  Arcane: words(`Arcane Runic Starlit Mystic Eldritch Enchanted Hexed Astral Occult Moonlit
    Spellbound Prismatic Fated Cryptic Glyph-marked Celestial`),
  Machines: words(`Clockwork Geared Steam-driven Brass Tinkered Riveted Ticking Whirring
    Coil-sprung Humming Oil-black Sparking Engine-hearted Smoke-belching Self-winding Bolted`),
  Any: words(`Primal Ancient Elder Unbound Wandering Primeval Timeless Nameless Fourfold Dawnlit
    Worldborn Pure First Old-world Ageless Everlasting`),
};

/** First halves of a compound noun: "Thorn"back. */
export const FAMILY_STEMS: Record<ItemFamily, readonly string[]> = {
  Flame: words(`Cinder Ember Ash Flare Blaze Pyre Scorch Kindle Char Smoke Flame Soot Sun Heat`),
  Liquids: words(`Tide Brine Frost Mire Wave Deep Ice Foam Rime Reef Surf Pearl Ripple Flood`),
  Weather: words(`Storm Gale Thunder Mist Squall Cloud Rain Hail Sleet Gust Sky Fog Wind Haze`),
  Stone: words(`Stone Crag Flint Rock Slate Boulder Cliff Quartz Shale Grit Peak Geode Cairn Dune`),
  Flora: words(`Thorn Moss Briar Root Bramble Vine Fern Oak Bark Leaf Sap Thistle Ivy Willow`),
  Metals: words(`Iron Steel Bronze Gold Rust Silver Copper Chain Anvil Forge Mail Ingot Hammer
    Spike`),
  Beasts: words(`Fang Claw Horn Scale Tusk Hoof Mane Talon Pelt Wolf Bear Boar Hawk Howl`),
  Spirits: words(`Ghost Soul Grave Wisp Shade Wraith Dusk Veil Gloom Crypt Shroud Bone Tomb Echo`),
  Arcane: words(`Rune Star Moon Hex Sigil Spell Glyph Aether Comet Omen Void Nova Dream Prism`),
  Machines: words(`Cog Gear Spring Bolt Piston Coil Valve Spark Rivet Crank Steam Wheel Dynamo
    Clock`),
  Any: words(`Dust Dawn Wild Elder Prime Earth World Clay Aeon Sky`),
};

/** Second halves of a compound noun, by class: Thorn"back" is a Beast. */
export const CLASS_SUFFIXES: Record<CardClass, readonly string[]> = {
  Beast: words(`back maw hide tail horn jaw hound paw tooth crest wing claw fang strider`),
  Elemental: words(`heart shard born core surge form flux wake pulse kin well fall mote spawn
    fury`),
  Warrior: words(`blade breaker reaver brand fist cleaver sworn slayer helm edge spear striker`),
  Mage: words(`weaver binder seer caller sage mancer speaker singer shaper scribe mind witch`),
  Guardian: words(`warden shield guard keeper wall watch mantle gate tower hold aegis bastion`),
  Mechanical: words(`frame drone golem walker works shell hulk rig crawler jack tread husk`),
  Mythical: words(`wyrm lord titan drake crown serpent hydra throne roc queen fiend kraken`),
};

/** Whole nouns, by class: Molten "Stalker". */
export const CLASS_NOUNS: Record<CardClass, readonly string[]> = {
  Beast: words(`Stalker Prowler Hound Behemoth Raptor Hunter Mauler Ravager Lurker Charger
    Tusker Howler Predator Brute`),
  Elemental: words(`Elemental Avatar Colossus Herald Shard Maelstrom Vortex Essence Eidolon
    Torrent Djinn Tempest Wellspring Incarnate`),
  Warrior: words(`Knight Champion Reaver Gladiator Vanguard Duelist Berserker Warlord Marauder
    Centurion Crusader Raider Sellsword Legionnaire`),
  Mage: words(`Sorcerer Archmage Witch Oracle Conjurer Warlock Enchanter Magus Diviner Invoker
    Wizard Illusionist Summoner Alchemist`),
  Guardian: words(`Sentinel Warden Protector Bulwark Paladin Defender Custodian Bastion Watcher
    Gatekeeper Templar Shieldbearer Rampart Steward`),
  Mechanical: words(`Automaton Golem Construct Juggernaut Sentry Engine Dreadnought Contraption
    Ironclad Homunculus Crawler Marionette Siege-engine Mechanism`),
  Mythical: words(`Dragon Phoenix Titan Chimera Leviathan Hydra Griffin Wyvern Basilisk Sphinx
    Kraken Manticore Roc Seraph`),
};

/** Where a family's creatures come from: Thornback "of the Old Roots". */
export const FAMILY_PLACES: Record<ItemFamily, readonly string[]> = {
  Flame: phrases(
    'of the',
    `Cinders, Ashfall, Burning Hills, Kiln, Pyre, Smoking Crater, Last Ember, Red Forge,
    Scorched Plain, Ember Road`,
  ),
  Liquids: phrases(
    'of the',
    `Deep, Drowned Reef, Black Tide, Frozen Sea, Sunken Bell, Mire, Tidepools, Glacier,
    Salt Marsh, Undertow`,
  ),
  Weather: phrases(
    'of the',
    `Storm, High Winds, Thunderhead, Grey Squall, Sky Road, Long Rain, Hailfields, Four Winds,
    Mistlands, Lightning Spire`,
  ),
  Stone: phrases(
    'of the',
    `Deep Caves, Mountain, Standing Stones, Quarry, Granite Throne, Crags, Buried Halls, Canyon,
    Fault Line, Salt Flats`,
  ),
  Flora: phrases(
    'of the',
    `Wildwood, Thornwall, Green Hollow, Bramble Maze, Elder Grove, Deep Moss, Old Roots,
    Blooming Vale, Overgrowth, Fern Glade`,
  ),
  Metals: phrases(
    'of the',
    `Anvil, Iron Hall, Forge, Gilded Gate, Steel Legion, Bronze Age, Silver Mine, Chainwall,
    Hammerfall, Crucible`,
  ),
  Beasts: phrases(
    'of the',
    `Pack, Wild Hunt, Savannah, Long Night, Howling Plains, Den, Hunting Grounds, Deep Jungle,
    Herd, Tall Grass`,
  ),
  Spirits: phrases(
    'of the',
    `Veil, Barrow, Last Breath, Pale Court, Crypt, Hollow Hills, Lantern Road, Restless Dead,
    Afterlight, Whispering Tombs`,
  ),
  Arcane: phrases(
    'of the',
    `Stars, Seventh Rune, Silver Moon, Hidden Tower, Astral Sea, Sigil Gate, Eclipse,
    Endless Library, Comet's Tail, Violet Hour`,
  ),
  Machines: phrases(
    'of the',
    `Great Engine, Clocktower, Steamworks, Foundry, Gearhouse, Copper Works, Boiler Deep,
    Assembly, Turning Wheel, Workshop`,
  ),
  Any: phrases(
    'of the',
    `First Dawn, Four Elements, Beginning, Old World, Wild Places, Elder Days, Open Sky,
    Deep Earth, Primal Sea, World's Edge`,
  ),
};

/** A title after a compound, by how the class fights: Cinderback "the Hungry". */
export const CLASS_EPITHETS: Record<CardClass, readonly string[]> = {
  Beast: phrases(
    'the',
    `Hungry, Swift, Untamed, Ravenous, Scarred, Sleepless, Keen-eyed, Lone, Cunning, Quick,
    Nimble, Grim, Wary, Striding`,
  ),
  Elemental: phrases(
    'the',
    `Boundless, Ever-changing, Unbroken, Shifting, Endless, Balanced, Wakeful, Risen, Ceaseless,
    Shapeless, Unformed, Roaming, Untouched, Whole`,
  ),
  Warrior: phrases(
    'the',
    `Unbowed, Bold, Bloodied, Relentless, Fearless, Victor, Unyielding, Valiant, Fierce,
    Oathsworn, Scarred, Reckless, Unbeaten, Grim`,
  ),
  Mage: phrases(
    'the',
    `Wise, Far-seeing, Learned, Silent, Patient, Knowing, Grey, Twice-born, Hooded, Unreadable,
    Far-wandering, Quiet, Starwise, Soft-spoken`,
  ),
  Guardian: phrases(
    'the',
    `Steadfast, Unmoving, Watchful, Faithful, Stalwart, Enduring, Vigilant, Unbreakable, Loyal,
    Immovable, Patient, Sworn, Tall, Unfallen`,
  ),
  Mechanical: phrases(
    'the',
    `Tireless, Precise, Unstoppable, Unfeeling, Perfected, Ever-turning, Untiring, Exact,
    Iron-willed, Unsleeping, Unbending, Relentless, Calibrated, Steady`,
  ),
  Mythical: phrases(
    'the',
    `Eternal, Fabled, Dread, Sovereign, Storied, Last, Unseen, Immortal, Worldbreaker, Undying,
    Ancient One, Unnamed, Crowned, Lost`,
  ),
};

/** How an item marks a creature, after the item's name: "Lava-crowned" Prowler. */
export const ITEM_MARKS: readonly string[] = words(
  `born forged crowned touched sworn bound marked blessed wreathed veined clad fed hearted eyed
  lit scarred woken cloaked`,
);
