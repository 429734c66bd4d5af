/**
 * Hints (docs/RULES.md, "Hints"): one free hint per cooldown, more for diamonds. A hint
 * names two items the player holds now whose craft makes something they have not
 * discovered yet.
 */
import { z } from 'zod';
import { ItemIdSchema } from './items';
import { ProfileSchema } from './profile';

/** GET /craft/hint: when the free hint is ready and what a paid one costs. */
export const HintStatusSchema = z
  .object({
    /** When the next free hint is ready (ISO time); null when it is ready now. */
    nextFreeHintAt: z.string().nullable(),
    /** Seconds until then, by the server's clock (0 = ready): the client counts down from it. */
    secondsUntilFree: z.number().int().min(0),
    /** Diamonds for a hint while the free one cools down. */
    priceDiamonds: z.number().int().min(1),
    /** Or magic dust. */
    priceDust: z.number().int().min(1),
  })
  .meta({ id: 'HintStatus' });
export type HintStatus = z.infer<typeof HintStatusSchema>;

/**
 * POST /craft/hint. `paid: true` accepts paying when the free hint is not ready, in
 * `payWith` (diamonds when absent); a ready free hint is always used first, so nobody pays
 * for what is free.
 */
export const HintRequestSchema = z
  .object({ paid: z.boolean(), payWith: z.enum(['diamonds', 'magicDust']).optional() })
  .strict()
  .meta({ id: 'HintRequest' });
export type HintRequest = z.infer<typeof HintRequestSchema>;

export const HintItemSchema = z.object({ id: ItemIdSchema, name: z.string() });
export type HintItem = z.infer<typeof HintItemSchema>;

export const HintResponseSchema = z
  .object({
    /** The two items to combine. */
    pair: z.tuple([HintItemSchema, HintItemSchema]),
    /** Whether this hint was paid for (in diamonds or dust). */
    paid: z.boolean(),
    status: HintStatusSchema,
    /** The balances after the hint. */
    profile: ProfileSchema,
  })
  .meta({ id: 'HintResponse' });
export type HintResponse = z.infer<typeof HintResponseSchema>;
