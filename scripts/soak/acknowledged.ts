/**
 * What the players were told happened: every write the server acknowledged (a 2xx), as
 * an expectation the database must meet after the run, kills included. A write whose
 * answer was lost (a fault) may or may not have happened: what it touched is marked
 * uncertain and left out of the expectations, never guessed.
 */
export class Acknowledged {
  /** Request ids of acknowledged writes that always book money on the ledger. */
  readonly ledgerRequests = new Map<string, string>();
  /** Each card's owner as the acknowledged answers left it; null once purged. */
  readonly cardOwners = new Map<string, string | null>();
  /** Listings whose creation was acknowledged. */
  readonly listings = new Set<string>();
  /** Each player's name as last acknowledged. */
  readonly names = new Map<string, string>();
  /** Friendships made by an acknowledged acceptance: "a|b" with a < b. */
  readonly friendships = new Set<string>();
  private readonly uncertainCards = new Set<string>();
  private readonly uncertainNames = new Set<string>();
  count = 0;

  ledger(requestId: string | null, what: string) {
    this.count += 1;
    if (requestId) this.ledgerRequests.set(requestId, what);
  }

  card(cardId: string, owner: string | null) {
    this.count += 1;
    this.cardOwners.set(cardId, owner);
  }

  cardUncertain(cardId: string) {
    this.uncertainCards.add(cardId);
  }

  listing(listingId: string) {
    this.count += 1;
    this.listings.add(listingId);
  }

  name(playerId: string, name: string) {
    this.count += 1;
    this.names.set(playerId, name);
  }

  nameUncertain(playerId: string) {
    this.uncertainNames.add(playerId);
  }

  friendship(one: string, two: string) {
    this.count += 1;
    this.friendships.add(one < two ? `${one}|${two}` : `${two}|${one}`);
  }

  /** Cards whose final owner is known: none of their writes went unanswered. */
  certainCards(): Array<[string, string | null]> {
    return [...this.cardOwners].filter(([id]) => !this.uncertainCards.has(id));
  }

  certainNames(): Array<[string, string]> {
    return [...this.names].filter(([id]) => !this.uncertainNames.has(id));
  }
}
