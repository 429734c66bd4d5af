/**
 * A card's name, description and synergy line, made from the items put into the lab
 * (docs/RULES.md, "Lab and battle cards"). Deterministic for a given generator, never a
 * placeholder like "Card #12", never the same root twice ("Stone Stonehide"), and varied
 * enough that of 1,000 random cards at most 2% share a name.
 */
import type { CardClass } from '../cards';
import type { Rng } from '../rng';
import { FAMILY_LABEL, ITEM_FAMILIES, toFamily, type ItemFamily } from './families';
import {
  CLASS_EPITHETS,
  CLASS_NOUNS,
  CLASS_SUFFIXES,
  FAMILY_ADJECTIVES,
  FAMILY_PLACES,
  FAMILY_STEMS,
  ITEM_MARKS,
} from './name-words';
import { pickWeighted } from './seeded';
import {
  CLASS_FLAVOUR,
  CLASS_ORIGIN,
  CLAUSE_JOINS,
  FAMILY_CLAUSES,
  FAMILY_DETAILS,
  PAIR_SYNERGIES,
} from './text-words';

export interface NamedItem {
  name: string;
  family: string;
  /** Epic and legendary items may lend their whole name ("Phoenix Warden"). */
  rarity?: string;
}

export interface CardText {
  name: string;
  description: string;
  synergy: string;
}

/** The connecting words of a name ("of the", "the"), which may repeat freely. */
const LINK_WORDS = new Set(['of', 'the']);

/**
 * The comparable root of each word: lower case, first four letters. "Thorned" and "Thorn",
 * "Iron" and "Ironback" share a root; comparing roots, not whole words, catches both.
 */
function roots(parts: readonly string[]): string[] {
  return parts
    .flatMap((part) => part.toLowerCase().split(/[\s-]+/))
    .filter((word) => word.length > 0 && !LINK_WORDS.has(word))
    .map((word) => word.replace(/'s$/, '').slice(0, 4));
}

/** True when two parts of a name share a root (one root starts the other). */
export function repeatsWord(parts: readonly string[]): boolean {
  const keys = roots(parts);
  return keys.some((a, i) => keys.some((b, j) => i < j && (a.startsWith(b) || b.startsWith(a))));
}

/** "Thorn" + "back" = "Thornback"; a hyphen where letters would double ("Soul-lord"). */
export function compound(stem: string, suffix: string): string {
  return stem.slice(-1).toLowerCase() === suffix.charAt(0) ? `${stem}-${suffix}` : stem + suffix;
}

/** An item name that can take a mark: one short word ("Lava-crowned", not "Book of the Dead-born"). */
export function isMarkWord(itemName: string): boolean {
  return /^[A-Z][a-z]{2,8}$/.test(itemName);
}

/** An item name short enough to lead a name: "Phoenix Warden", "Giant Squid Hunter". */
export function isLeadWord(itemName: string): boolean {
  return itemName.length <= 12 && /^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(itemName);
}

/** Names longer than this wrap to a third line on a card face; they are drawn again. */
export const MAX_NAME_LENGTH = 30;

/**
 * The shapes a name takes, each a way of saying what the card is made of:
 * - adjective + compound: "Molten Thornback" (one item's family, another's, the class);
 * - compound + place: "Cindermaw of the Old Roots";
 * - item + mark + noun: "Lava-crowned Prowler" (an item by name, the class);
 * - item + mark + compound: "Salt-veined Cragmaw";
 * - compound + epithet: "Frosthide the Hungry";
 * - item + noun: "Phoenix Warden", only for an epic or legendary item: a famous name
 *   carries a card, and a common one would come round too often.
 * The weights favour the shapes with the most combinations, so names rarely repeat.
 */
export const NAME_PATTERNS = [
  'adjective-compound',
  'compound-place',
  'item-mark',
  'item-mark-compound',
  'compound-epithet',
  'item-noun',
] as const;
export type NamePattern = (typeof NAME_PATTERNS)[number];

const PATTERN_WEIGHTS: ReadonlyArray<readonly [NamePattern, number]> = [
  ['adjective-compound', 38],
  ['compound-place', 26],
  ['item-mark', 8],
  ['item-mark-compound', 10],
  ['compound-epithet', 14],
  ['item-noun', 6],
];

interface NameSources {
  characterType: CardClass;
  lead: ItemFamily;
  /** Another item's family when there is one, else the lead's again. */
  second: ItemFamily;
  markItems: readonly string[];
  leadItems: readonly string[];
}

/** One try at a name of the given shape: its words (to check for repeats) and the name. */
function draftName(
  pattern: NamePattern,
  from: NameSources,
  rng: Rng,
): { parts: string[]; name: string } | null {
  const cls = from.characterType;
  const stemOf = (family: ItemFamily) => rng.pick(FAMILY_STEMS[family]);
  switch (pattern) {
    case 'adjective-compound': {
      const adjective = rng.pick(FAMILY_ADJECTIVES[from.lead]);
      const stem = stemOf(from.second);
      const suffix = rng.pick(CLASS_SUFFIXES[cls]);
      return { parts: [adjective, stem, suffix], name: `${adjective} ${compound(stem, suffix)}` };
    }
    case 'compound-place': {
      const stem = stemOf(from.lead);
      const suffix = rng.pick(CLASS_SUFFIXES[cls]);
      const place = rng.pick(FAMILY_PLACES[from.second]);
      return { parts: [stem, suffix, place], name: `${compound(stem, suffix)} ${place}` };
    }
    case 'compound-epithet': {
      const stem = stemOf(from.lead);
      const suffix = rng.pick(CLASS_SUFFIXES[cls]);
      const epithet = rng.pick(CLASS_EPITHETS[cls]);
      return { parts: [stem, suffix, epithet], name: `${compound(stem, suffix)} ${epithet}` };
    }
    case 'item-mark': {
      if (from.markItems.length === 0) return null;
      const item = rng.pick(from.markItems);
      const mark = rng.pick(ITEM_MARKS);
      const noun = rng.pick(CLASS_NOUNS[cls]);
      return { parts: [item, mark, noun], name: `${item}-${mark} ${noun}` };
    }
    case 'item-mark-compound': {
      if (from.markItems.length === 0) return null;
      const item = rng.pick(from.markItems);
      const mark = rng.pick(ITEM_MARKS);
      const stem = stemOf(from.second);
      const suffix = rng.pick(CLASS_SUFFIXES[cls]);
      return {
        parts: [item, mark, stem, suffix],
        name: `${item}-${mark} ${compound(stem, suffix)}`,
      };
    }
    case 'item-noun': {
      if (from.leadItems.length === 0) return null;
      const item = rng.pick(from.leadItems);
      const noun = rng.pick(CLASS_NOUNS[cls]);
      return { parts: [item, noun], name: `${item} ${noun}` };
    }
  }
}

/** How many name attempts before the deterministic fallback; a clash is rare. */
const NAME_ATTEMPTS = 12;

export function cardName(items: readonly NamedItem[], characterType: CardClass, rng: Rng): string {
  const lead = toFamily(rng.pick(items).family);
  const others = items.filter((item) => toFamily(item.family) !== lead);
  const sources: NameSources = {
    characterType,
    lead,
    second: others.length > 0 ? toFamily(rng.pick(others).family) : lead,
    markItems: [...new Set(items.map((item) => item.name).filter(isMarkWord))],
    leadItems: [
      ...new Set(
        items
          .filter((item) => item.rarity === 'epic' || item.rarity === 'legendary')
          .map((item) => item.name)
          .filter(isLeadWord),
      ),
    ],
  };
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const draft = draftName(pickWeighted(rng, PATTERN_WEIGHTS), sources, rng);
    if (draft && draft.name.length <= MAX_NAME_LENGTH && !repeatsWord(draft.parts)) {
      return draft.name;
    }
  }
  return fallbackName(lead, characterType);
}

/** The first adjective + class noun pair without a repeated word: there always is one. */
function fallbackName(family: ItemFamily, characterType: CardClass): string {
  for (const adjective of FAMILY_ADJECTIVES[family]) {
    for (const noun of CLASS_NOUNS[characterType]) {
      if (!repeatsWord([adjective, noun])) return `${adjective} ${noun}`;
    }
  }
  return `${FAMILY_ADJECTIVES[family][0]} ${characterType}`;
}

/** "Lava", "Lava and Thorn", "Lava, Thorn and Ember"; an item used twice is named once. */
export function listItems(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * How a description opens: every opening names the card, its class and all its items.
 * "Molten Thornback is a beast born of Lava, Thorn and Ember."
 */
const DESCRIPTION_OPENINGS: ReadonlyArray<
  (card: { name: string; kind: string; verb: string; items: string }) => string
> = [
  ({ name, kind, verb, items }) => `${name} is ${kind} ${verb} ${items}.`,
  ({ name, kind, verb, items }) =>
    `${capitalise(verb)} ${items}, ${name} is ${kind} to reckon with.`,
  ({ name, kind, items }) =>
    `When ${items} met in the lab, ${name} awoke: ${kind} unlike any other.`,
  ({ name, kind, items }) =>
    `The lab bound ${items} into one ${kind.replace(/^an? /, '')}: ${name}.`,
];

/** An opening, then how the class fights or what its lead family leaves on it, or both. */
export function cardDescription(
  name: string,
  items: readonly NamedItem[],
  characterType: CardClass,
  rng: Rng,
): string {
  const { noun, verb } = CLASS_ORIGIN[characterType];
  const kind = `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  const distinct = new Set(items.map((item) => item.name)).size;
  // "When Lava met in the lab" needs two things to meet.
  const openings = distinct > 1 ? DESCRIPTION_OPENINGS : DESCRIPTION_OPENINGS.slice(0, 2);
  const opening = rng.pick(openings)({
    name,
    kind,
    verb,
    items: listItems(items.map((item) => item.name)),
  });
  const flavour = rng.pick(CLASS_FLAVOUR[characterType]);
  const detail = rng.pick(FAMILY_DETAILS[toFamily(rng.pick(items).family)]);
  const shape = rng.int(0, 2);
  if (shape === 0) return `${opening} ${flavour}`;
  if (shape === 1) return `${opening} ${detail}`;
  return `${opening} ${detail} ${flavour}`;
}

/** The items' families, most frequent first; ties keep the order the items came in. */
export function familiesByWeight(items: readonly NamedItem[]): ItemFamily[] {
  const counts = new Map<ItemFamily, number>();
  for (const item of items) {
    const family = toFamily(item.family);
    counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  // Map keeps insertion order and sort is stable, so ties stay in item order.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([family]) => family);
}

/** Two different clauses of one family, drawn from the generator. */
function twoClauses(family: ItemFamily, rng: Rng): [string, string] {
  const clauses = FAMILY_CLAUSES[family];
  const a = rng.int(0, clauses.length - 1);
  const b = (a + rng.int(1, clauses.length - 1)) % clauses.length;
  return [clauses[a]!, clauses[b]!];
}

/**
 * How the two leading families work together: "Flame and Flora: the thorns burn as they
 * strike." Half the time a hand-written line where the pair has one, else two clauses
 * joined in one of several ways; one family alone reads "Pure Stone: ...".
 */
export function cardSynergy(items: readonly NamedItem[], rng: Rng): string {
  const [first = 'Any', second] = familiesByWeight(items);
  const join = rng.pick(CLAUSE_JOINS);
  if (second === undefined) {
    const [a, b] = twoClauses(first, rng);
    return `Pure ${FAMILY_LABEL[first]}: ${a}${join}${b}.`;
  }
  const lead = `${FAMILY_LABEL[first]} and ${FAMILY_LABEL[second]}`;
  const key = [first, second]
    .sort((a, b) => ITEM_FAMILIES.indexOf(a) - ITEM_FAMILIES.indexOf(b))
    .join('+');
  const lines = PAIR_SYNERGIES[key];
  if (lines !== undefined && rng.chance(0.5)) return `${lead}: ${rng.pick(lines)}`;
  const a = rng.pick(FAMILY_CLAUSES[first]);
  const b = rng.pick(FAMILY_CLAUSES[second]);
  return `${lead}: ${a}${join}${b}.`;
}

/** Name, description and synergy, drawn in that order from one generator. */
export function cardText(
  items: readonly NamedItem[],
  characterType: CardClass,
  rng: Rng,
): CardText {
  const name = cardName(items, characterType, rng);
  return {
    name,
    description: cardDescription(name, items, characterType, rng),
    synergy: cardSynergy(items, rng),
  };
}
