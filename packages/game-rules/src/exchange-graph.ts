/**
 * The currency exchange's offers as a graph: an offer is an edge from the currency paid to
 * the currency received. No chain of offers may end with more value than it started with
 * (docs/RULES.md, "Market"): around every cycle the product of the offers' rates
 * (received / paid) must be below 1. Any chain of purchases that comes back to its
 * currency is made of simple cycles, so checking every simple cycle is enough. Compared
 * exactly, in integers, never with floating point.
 */
import type { Currency } from './currency';
import { err, ok, type Result } from './result';

export interface OfferEdge {
  id: string;
  /** The currency paid, and how much. */
  priceCurrency: Currency;
  priceAmount: number;
  /** The currency received, and how much. */
  currencyToSell: Currency;
  amountToSell: number;
}

export interface OfferCycle<T extends OfferEdge> {
  offers: T[];
  /** Product of the amounts received and of the amounts paid around the cycle. */
  received: bigint;
  paid: bigint;
}

/** Every simple cycle of offers (each listed once, starting from its first offer). */
export function offerCycles<T extends OfferEdge>(offers: readonly T[]): OfferCycle<T>[] {
  const cycles: OfferCycle<T>[] = [];
  const walk = (start: number, path: T[], seen: Set<Currency>) => {
    const last = path[path.length - 1]!;
    for (let index = start; index < offers.length; index += 1) {
      const next = offers[index]!;
      if (next.priceCurrency !== last.currencyToSell) continue;
      const chain = [...path, next];
      if (next.currencyToSell === path[0]!.priceCurrency) {
        cycles.push({
          offers: chain,
          received: chain.reduce((product, offer) => product * BigInt(offer.amountToSell), 1n),
          paid: chain.reduce((product, offer) => product * BigInt(offer.priceAmount), 1n),
        });
      } else if (!seen.has(next.currencyToSell)) {
        walk(start, chain, new Set([...seen, next.currencyToSell]));
      }
    }
  };
  // A cycle is found once: from its offer that comes first in the list, through later ones.
  offers.forEach((offer, index) => {
    if (offer.priceCurrency === offer.currencyToSell) {
      cycles.push({
        offers: [offer],
        received: BigInt(offer.amountToSell),
        paid: BigInt(offer.priceAmount),
      });
      return;
    }
    walk(index + 1, [offer], new Set([offer.priceCurrency, offer.currencyToSell]));
  });
  return cycles;
}

export type OfferGraphError = { code: 'PROFITABLE_CYCLE'; offers: string[] };

/** The offers are fair: every cycle loses value. */
export function checkOfferGraph<T extends OfferEdge>(
  offers: readonly T[],
): Result<readonly T[], OfferGraphError> {
  const profitable = offerCycles(offers).find((cycle) => cycle.received >= cycle.paid);
  if (profitable) {
    return err({ code: 'PROFITABLE_CYCLE', offers: profitable.offers.map((offer) => offer.id) });
  }
  return ok(offers);
}
