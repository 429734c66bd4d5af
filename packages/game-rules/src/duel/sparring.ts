/**
 * A newcomer's sparring opponent (docs/RULES.md, "Arena and duels"): when no rival card is
 * winnable enough, the arena makes one for this player and this duel. It is their own:
 * seeded by the player and the duel's number, so two newcomers never share one and the same
 * ask gives the same drafts (a test can pin them). Which items a draft is made of is
 * decided here; what a card made of them is called and how strong it is stays with
 * generateCard.
 */
import { createRng, seedFromString, type Rng } from '../rng';
import type { Rarity } from '../rarity';

/** The seed of a newcomer's sparring drafts for their `duelNumber`-th duel (1, 2, 3). */
export function sparringSeed(playerId: string, duelNumber: number): number {
  return seedFromString(`sparring|${playerId}|${duelNumber}`);
}

/** `count` draft seeds drawn from one seed: each draft is a card of its own. */
export function draftSeeds(seed: number, count: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.int(0, 2 ** 32 - 1));
}

/**
 * The items of one draft, one per slot rarity of the tier, as a lab craft would take them:
 * no item twice (the lab refuses an item already in a slot) unless the catalogue has too
 * few of a rarity. Throws when the catalogue has no item of a needed rarity.
 */
export function draftItems<T>(
  pool: readonly T[],
  tier: readonly Rarity[],
  rarityOf: (item: T) => Rarity,
  rng: Rng,
): T[] {
  const chosen: T[] = [];
  for (const rarity of tier) {
    const candidates = pool.filter((item) => rarityOf(item) === rarity);
    if (candidates.length === 0) throw new Error(`the catalogue has no ${rarity} item`);
    const unused = candidates.filter((item) => !chosen.includes(item));
    chosen.push(rng.pick(unused.length > 0 ? unused : candidates));
  }
  return chosen;
}
