/** The currency exchange (docs/RULES.md, "Market"): fixed offers, some limited per day. */
import { z } from 'zod';
import { CURRENCIES } from '@alchemy/game-rules';

export const CurrencySchema = z.enum(CURRENCIES);

/** A currency offer (the spec's "Currency offer"), and how many the player may still buy. */
export const CurrencyOfferSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().optional(),
    /** What the player gets. */
    currencyToSell: CurrencySchema,
    amountToSell: z.number().int().min(1),
    /** What the player pays. */
    priceCurrency: CurrencySchema,
    priceAmount: z.number().int().min(1),
    /** Purchases allowed per player per day (UTC); null: no limit. */
    dailyLimit: z.number().int().min(1).nullable(),
    /** How many the player may still buy today; null: no limit. */
    leftToday: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'CurrencyOffer' });
export type CurrencyOffer = z.infer<typeof CurrencyOfferSchema>;

export const CurrencyOfferListSchema = z.array(CurrencyOfferSchema);

export const OfferParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'an offer id is lower-case letters, digits and hyphens'),
});
