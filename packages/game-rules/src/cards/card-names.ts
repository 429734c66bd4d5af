/**
 * A card's name, description and synergy line, made from the items put into the lab
 * (docs/RULES.md, "Lab and battle cards"). Deterministic for a given generator, never a
 * placeholder like "Card #12", and never the same word twice ("Stone Stonehide").
 */
import type { CardClass } from '../cards';
import type { Rng } from '../rng';
import { FAMILY_LABEL, ITEM_FAMILIES, toFamily, type ItemFamily } from './families';
import {
  CLASS_FLAVOUR,
  CLASS_NOUNS,
  CLASS_ORIGIN,
  CLASS_SUFFIXES,
  FAMILY_ADJECTIVES,
  FAMILY_CLAUSES,
  FAMILY_STEMS,
  PAIR_SYNERGIES,
} from './name-words';

export interface NamedItem {
  name: string;
  family: string;
}

export interface CardText {
  name: string;
  description: string;
  synergy: string;
}

/**
 * The comparable root of each word: lower case, first four letters. "Thorned" and "Thorn",
 * "Iron" and "Ironback" share a root; comparing roots, not whole words, catches both.
 */
function roots(parts: readonly string[]): string[] {
  return parts
    .flatMap((part) => part.toLowerCase().split(/[\s-]+/))
    .filter((word) => word.length > 0)
    .map((word) => word.replace(/'s$/, '').slice(0, 4));
}

/** True when two parts of a name share a root (one root starts the other). */
export function repeatsWord(parts: readonly string[]): boolean {
  const keys = roots(parts);
  return keys.some((a, i) => keys.some((b, j) => i < j && (a.startsWith(b) || b.startsWith(a))));
}

/** "Thorn" + "back" = "Thornback"; a hyphen where letters would double ("Soul-lord"). */
function compound(stem: string, suffix: string): string {
  return stem.slice(-1).toLowerCase() === suffix.charAt(0) ? `${stem}-${suffix}` : stem + suffix;
}

/** A one-word item name short enough to lead a name: "Phoenix Warden", not "Book of the Dead". */
function isNameWord(itemName: string): boolean {
  return /^[A-Za-z]{3,10}$/.test(itemName);
}

/** How many name attempts before the deterministic fallback; a clash is rare. */
const NAME_ATTEMPTS = 12;

/**
 * Three patterns: adjective + compound ("Molten Thornback", the adjective from one item's
 * family and the stem from another's), adjective + class noun ("Tidal Sentinel"), and item
 * + class noun ("Phoenix Warden").
 */
export function cardName(items: readonly NamedItem[], characterType: CardClass, rng: Rng): string {
  const lead = rng.pick(items);
  const leadFamily = toFamily(lead.family);
  const others = items.filter((item) => toFamily(item.family) !== leadFamily);
  const secondFamily = others.length > 0 ? toFamily(rng.pick(others).family) : leadFamily;
  const wordItems = items.filter((item) => isNameWord(item.name));

  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
    const pattern = rng.next();
    const noun = rng.pick(CLASS_NOUNS[characterType]);
    let parts: string[];
    if (pattern < 0.5) {
      const stem = rng.pick(FAMILY_STEMS[secondFamily]);
      const suffix = rng.pick(CLASS_SUFFIXES[characterType]);
      parts = [rng.pick(FAMILY_ADJECTIVES[leadFamily]), stem, suffix];
      if (!repeatsWord(parts)) return `${parts[0]} ${compound(stem, suffix)}`;
      continue;
    }
    parts =
      pattern < 0.75 || wordItems.length === 0
        ? [rng.pick(FAMILY_ADJECTIVES[leadFamily]), noun]
        : [rng.pick(wordItems).name, noun];
    if (!repeatsWord(parts)) return parts.join(' ');
  }
  return fallbackName(leadFamily, characterType);
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

/** "Molten Thornback is a beast born of Lava, Thorn and Ember. It strikes before ..." */
export function cardDescription(
  name: string,
  items: readonly NamedItem[],
  characterType: CardClass,
  rng: Rng,
): string {
  const { noun, verb } = CLASS_ORIGIN[characterType];
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';
  const itemList = listItems(items.map((item) => item.name));
  const flavour = rng.pick(CLASS_FLAVOUR[characterType]);
  return `${name} is ${article} ${noun} ${verb} ${itemList}. ${flavour}`;
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

/**
 * How the two leading families work together: "Flame and Flora: the thorns burn as they
 * strike." A hand-written line where a pair has one, else two clauses joined; one family
 * alone reads "Pure Stone: ...".
 */
export function cardSynergy(items: readonly NamedItem[], rng: Rng): string {
  const [first = 'Any', second] = familiesByWeight(items);
  if (second === undefined) {
    const clauses = FAMILY_CLAUSES[first];
    const a = rng.int(0, clauses.length - 1);
    const b = (a + rng.int(1, clauses.length - 1)) % clauses.length;
    return `Pure ${FAMILY_LABEL[first]}: ${clauses[a]}, and ${clauses[b]}.`;
  }
  const lead = `${FAMILY_LABEL[first]} and ${FAMILY_LABEL[second]}`;
  const key = [first, second]
    .sort((a, b) => ITEM_FAMILIES.indexOf(a) - ITEM_FAMILIES.indexOf(b))
    .join('+');
  const line = PAIR_SYNERGIES[key];
  if (line !== undefined) return `${lead}: ${line}`;
  return `${lead}: ${rng.pick(FAMILY_CLAUSES[first])} while ${rng.pick(FAMILY_CLAUSES[second])}.`;
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
