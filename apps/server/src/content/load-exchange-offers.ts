/**
 * The currency exchange's offers, from apps/server/content/exchange-offers.json: editable
 * without a code change, and checked at start. An offer set in which some chain of
 * purchases ends with more than it started (a cycle that does not lose value,
 * docs/RULES.md, "Market") is refused, and the server does not start with it.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { checkOfferGraph, CURRENCIES } from '@alchemy/game-rules';
import { CONTENT_DIR } from './load-catalogue';

const OfferEntrySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lower-case words and hyphens'),
    /** Empty: the screen shows 'Special Offer'. */
    title: z.string().max(60),
    description: z.string().max(200).optional(),
    currencyToSell: z.enum(CURRENCIES),
    amountToSell: z.number().int().min(1).max(1_000_000),
    priceCurrency: z.enum(CURRENCIES),
    priceAmount: z.number().int().min(1).max(1_000_000),
    dailyLimit: z.number().int().min(1).max(1000).nullable(),
  })
  .refine((offer) => offer.currencyToSell !== offer.priceCurrency, {
    message: 'an offer trades one currency for another',
  });

const OfferFileSchema = z
  .array(OfferEntrySchema)
  .refine((offers) => new Set(offers.map((offer) => offer.id)).size === offers.length, {
    message: 'offer ids are unique',
  });

export type OfferEntry = z.infer<typeof OfferEntrySchema>;

export function loadExchangeOffers(contentDir: URL = CONTENT_DIR): OfferEntry[] {
  const file = new URL('exchange-offers.json', contentDir);
  const parsed = OfferFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `exchange-offers.json: ${issue?.message ?? 'invalid'} at ${issue?.path.join('.') ?? ''}`,
    );
  }
  const fair = checkOfferGraph(parsed.data);
  if (!fair.ok) {
    throw new Error(
      `exchange-offers.json: the offers ${fair.error.offers.join(' -> ')} form a cycle that does not lose value`,
    );
  }
  return parsed.data;
}

/** The rows to store: the file's order is the screen's. */
export function offerRows(offers: readonly OfferEntry[]) {
  return offers.map((offer, index) => ({
    id: offer.id,
    title: offer.title,
    description: offer.description ?? null,
    currencyToSell: offer.currencyToSell,
    amountToSell: offer.amountToSell,
    priceCurrency: offer.priceCurrency,
    priceAmount: offer.priceAmount,
    dailyLimit: offer.dailyLimit,
    sortOrder: index,
  }));
}
