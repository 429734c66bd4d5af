import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, type Currency } from './currency';
import { checkOfferGraph, offerCycles, type OfferEdge } from './exchange-graph';

/** An offer as the exchange shows it: get `amountToSell` of one currency for a price. */
const offer = (id: string, get: [number, Currency], pay: [number, Currency]): OfferEdge => ({
  id,
  currencyToSell: get[1],
  amountToSell: get[0],
  priceCurrency: pay[1],
  priceAmount: pay[0],
});

// The offers the exchange ships with.
const diamondsForCredits = offer('diamonds-for-credits', [10, 'diamonds'], [2000, 'credits']);
const dustForCredits = offer('dust-for-credits', [500, 'magicDust'], [1000, 'credits']);
const diamondsForDust = offer('diamonds-for-dust', [10, 'diamonds'], [2500, 'magicDust']);
const creditsForDiamonds = offer('credits-for-diamonds', [1500, 'credits'], [10, 'diamonds']);
const SHIPPED = [diamondsForCredits, dustForCredits, diamondsForDust, creditsForDiamonds];

const ids = (offers: readonly OfferEdge[]) => offers.map(({ id }) => id);
const refused = (...offerIds: string[]) => ({
  ok: false,
  error: { code: 'PROFITABLE_CYCLE', offers: offerIds },
});

describe('offerCycles (docs/RULES.md, "Market")', () => {
  it('finds the two cycles of the shipped offers, each with what it receives and pays', () => {
    const cycles = offerCycles(SHIPPED);
    expect(cycles.map((cycle) => ({ ...cycle, offers: ids(cycle.offers) }))).toEqual([
      // credits -> diamonds -> credits: 2000 credits buy 10 diamonds, sold back for 1500.
      {
        offers: ['diamonds-for-credits', 'credits-for-diamonds'],
        received: 10n * 1500n,
        paid: 2000n * 10n,
      },
      // credits -> magicDust -> diamonds -> credits: 1000 credits buy 500 dust, 2500 dust
      // buy 10 diamonds, 10 diamonds sell for 1500 credits.
      {
        offers: ['dust-for-credits', 'diamonds-for-dust', 'credits-for-diamonds'],
        received: 500n * 10n * 1500n,
        paid: 1000n * 2500n * 10n,
      },
    ]);
  });

  it('hands back the very offers it was given', () => {
    const [first] = offerCycles(SHIPPED);
    expect(first?.offers[0]).toBe(diamondsForCredits);
    expect(first?.offers[1]).toBe(creditsForDiamonds);
  });

  it('finds each cycle once, whichever offer of it is listed first', () => {
    const reordered = [creditsForDiamonds, diamondsForDust, dustForCredits, diamondsForCredits];
    expect(offerCycles(reordered).map((cycle) => ids(cycle.offers))).toEqual([
      ['credits-for-diamonds', 'dust-for-credits', 'diamonds-for-dust'],
      ['credits-for-diamonds', 'diamonds-for-credits'],
    ]);
  });

  it.each([
    { title: 'no offers have no cycle', offers: [] },
    { title: 'a single offer between two currencies has no cycle', offers: [diamondsForCredits] },
    {
      title: 'offers that never lead back have no cycle',
      offers: [diamondsForCredits, dustForCredits, diamondsForDust],
    },
    {
      title: 'two offers the same way between one pair have no cycle',
      offers: [diamondsForCredits, offer('cheap', [10, 'diamonds'], [1000, 'credits'])],
    },
  ])('$title', ({ offers }) => {
    expect(offerCycles(offers)).toEqual([]);
    expect(checkOfferGraph(offers)).toEqual({ ok: true, value: offers });
  });

  it('takes an offer paid and received in one currency for a cycle of its own', () => {
    const loop = offer('loop', [9, 'credits'], [10, 'credits']);
    expect(offerCycles([loop])).toEqual([{ offers: [loop], received: 9n, paid: 10n }]);
  });

  it('takes two offers between the same pair for two edges, each in its own cycles', () => {
    const dearer = offer('dearer-diamonds', [10, 'diamonds'], [3000, 'credits']);
    const cycles = offerCycles([diamondsForCredits, dearer, creditsForDiamonds]);
    expect(cycles.map((cycle) => [ids(cycle.offers), cycle.received, cycle.paid])).toEqual([
      [['diamonds-for-credits', 'credits-for-diamonds'], 15_000n, 20_000n],
      [['dearer-diamonds', 'credits-for-diamonds'], 15_000n, 30_000n],
    ]);
  });

  // A path visits each currency once; a cycle through a currency twice is two cycles.
  it('keeps a self-loop out of longer cycles through its currency', () => {
    const loop = offer('loop', [9, 'diamonds'], [10, 'diamonds']);
    const cycles = offerCycles([diamondsForCredits, loop, creditsForDiamonds]);
    expect(cycles.map((cycle) => ids(cycle.offers))).toEqual([
      ['diamonds-for-credits', 'credits-for-diamonds'],
      ['loop'],
    ]);
  });
});

describe('checkOfferGraph (docs/RULES.md, "Market")', () => {
  it('accepts the shipped offers: every cycle loses value', () => {
    for (const cycle of offerCycles(SHIPPED)) expect(cycle.received < cycle.paid).toBe(true);
    const result = checkOfferGraph(SHIPPED);
    expect(result).toEqual({ ok: true, value: SHIPPED });
    expect(result.ok && result.value).toBe(SHIPPED);
  });

  it.each([
    {
      title: 'selling diamonds back for more credits than they cost is refused',
      offers: [...SHIPPED, offer('generous', [2100, 'credits'], [10, 'diamonds'])],
      // 2000 credits -> 10 diamonds -> 2100 credits.
      cycle: ['diamonds-for-credits', 'generous'],
    },
    {
      title: 'a profit only through three currencies is refused',
      offers: [
        diamondsForCredits,
        dustForCredits,
        offer('cheap-diamonds', [10, 'diamonds'], [500, 'magicDust']),
        creditsForDiamonds,
      ],
      // 1000 credits -> 500 dust -> 10 diamonds -> 1500 credits.
      cycle: ['dust-for-credits', 'cheap-diamonds', 'credits-for-diamonds'],
    },
    {
      title: 'a break-even cycle (received equal to paid) is refused',
      offers: [offer('even', [10, 'diamonds'], [1500, 'credits']), creditsForDiamonds],
      cycle: ['even', 'credits-for-diamonds'],
    },
    {
      title: 'an offer giving back more of the currency it takes is refused',
      offers: [...SHIPPED, offer('more-dust', [11, 'magicDust'], [10, 'magicDust'])],
      cycle: ['more-dust'],
    },
    {
      title: 'an offer giving back as much of the currency it takes is refused',
      offers: [offer('same-dust', [10, 'magicDust'], [10, 'magicDust'])],
      cycle: ['same-dust'],
    },
    {
      title: 'a second, cheaper offer between the same pair is refused',
      offers: [
        diamondsForCredits,
        offer('cheap', [10, 'diamonds'], [1000, 'credits']),
        creditsForDiamonds,
      ],
      cycle: ['cheap', 'credits-for-diamonds'],
    },
    // In floating point the product of the rates rounds to exactly 1.
    {
      title: 'a cycle gaining one part in 10^18 is refused',
      offers: [
        offer('up', [1_000_000_006, 'diamonds'], [1_000_000_007, 'credits']),
        offer('down', [1_000_000_006, 'credits'], [1_000_000_005, 'diamonds']),
      ],
      cycle: ['up', 'down'],
    },
  ])('$title, naming the offers of the cycle', ({ offers, cycle }) => {
    expect(checkOfferGraph(offers)).toEqual(refused(...cycle));
  });

  it.each([
    {
      title: 'a cycle losing one credit in 1500 is accepted',
      offers: [offer('nearly-even', [10, 'diamonds'], [1501, 'credits']), creditsForDiamonds],
    },
    {
      title: 'a cycle losing one part in 10^18 is accepted',
      offers: [
        offer('up', [1_000_000_007, 'diamonds'], [1_000_000_006, 'credits']),
        offer('down', [1_000_000_005, 'credits'], [1_000_000_006, 'diamonds']),
      ],
    },
    {
      title: 'an offer giving back less of the currency it takes is accepted',
      offers: [offer('less-dust', [9, 'magicDust'], [10, 'magicDust'])],
    },
  ])('$title', ({ offers }) => {
    expect(checkOfferGraph(offers)).toEqual({ ok: true, value: offers });
  });
});

// A brute force to check against: every chain of up to 6 offers that comes back to the
// currency it started from, its rates multiplied as exact fractions.
interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const times = (x: Fraction, y: Fraction): Fraction => {
  const num = x.num * y.num;
  const den = x.den * y.den;
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
};
const rate = (edge: OfferEdge): Fraction => ({
  num: BigInt(edge.amountToSell),
  den: BigInt(edge.priceAmount),
});

/** Every chain of 1 to `maxLength` offers, each paying in what the last one gave. */
function chains(offers: readonly OfferEdge[], maxLength: number): OfferEdge[][] {
  const found: OfferEdge[][] = [];
  const extend = (chain: OfferEdge[]) => {
    found.push(chain);
    if (chain.length === maxLength) return;
    const last = chain[chain.length - 1]!;
    for (const next of offers) {
      if (next.priceCurrency === last.currencyToSell) extend([...chain, next]);
    }
  };
  for (const first of offers) extend([first]);
  return found;
}

const closed = (chain: OfferEdge[]) =>
  chain[chain.length - 1]!.currencyToSell === chain[0]!.priceCurrency;

const product = (chain: OfferEdge[]) =>
  chain.reduce((total, edge) => times(total, rate(edge)), { num: 1n, den: 1n });

/** A simple cycle, written from its offer listed first, with its exact totals. */
function simpleCycles(offers: readonly OfferEdge[]) {
  const keys = new Set<string>();
  for (const chain of chains(offers, 6).filter(closed)) {
    const paidIn = chain.map((edge) => edge.priceCurrency);
    if (new Set(paidIn).size !== chain.length) continue;
    const first = chain.reduce(
      (best, edge, at) => (offers.indexOf(edge) < offers.indexOf(chain[best]!) ? at : best),
      0,
    );
    const rotated = [...chain.slice(first), ...chain.slice(0, first)];
    const received = rotated.reduce((total, edge) => total * BigInt(edge.amountToSell), 1n);
    const paid = rotated.reduce((total, edge) => total * BigInt(edge.priceAmount), 1n);
    keys.add(`${ids(rotated).join(' > ')}: ${received} / ${paid}`);
  }
  return [...keys].sort();
}

const randomOffers = fc
  .array(
    fc.record({
      currencyToSell: fc.constantFrom(...CURRENCIES),
      priceCurrency: fc.constantFrom(...CURRENCIES),
      // Small amounts make break-even cycles common; large ones test exactness.
      amountToSell: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 2 ** 40 })),
      priceAmount: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 2 ** 40 })),
    }),
    { maxLength: 6 },
  )
  .map((offers) => offers.map((edge, index): OfferEdge => ({ id: `offer-${index}`, ...edge })));

describe('checkOfferGraph against a brute force (docs/RULES.md, "Market")', () => {
  it('refuses exactly when some chain of up to 6 offers ends with at least what it started with', () => {
    fc.assert(
      fc.property(randomOffers, (offers) => {
        const profitable = chains(offers, 6)
          .filter(closed)
          .some((chain) => {
            const { num, den } = product(chain);
            return num >= den;
          });
        const result = checkOfferGraph(offers);
        expect(result.ok).toBe(!profitable);
        if (result.ok) return;
        // The offers named are a chain that comes back to its start at no loss.
        const named = result.error.offers.map((id) => offers.find((edge) => edge.id === id)!);
        expect(new Set(result.error.offers).size).toBe(named.length);
        named.forEach((edge, at) => {
          const next = named[(at + 1) % named.length]!;
          expect(next.priceCurrency).toBe(edge.currencyToSell);
        });
        const { num, den } = product(named);
        expect(num >= den).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('lists every simple cycle once, with its exact totals', () => {
    fc.assert(
      fc.property(randomOffers, (offers) => {
        const listed = offerCycles(offers).map(
          (cycle) => `${ids(cycle.offers).join(' > ')}: ${cycle.received} / ${cycle.paid}`,
        );
        expect(new Set(listed).size).toBe(listed.length);
        expect([...listed].sort()).toEqual(simpleCycles(offers));
      }),
      { numRuns: 500 },
    );
  });
});
