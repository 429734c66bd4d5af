/**
 * A game rule's refusal as the API sends it: `{ error, code, details }`, where `details` are
 * the facts of the rule's error (@alchemy/game-rules RuleError, less its code), so a client
 * words or shows the refusal from the server's own figures instead of working them out
 * again. One schema per shape, held equal to the engine's union by the type check below:
 * a new rule error that is not described here does not compile.
 */
import { z } from 'zod';
import {
  COLLECTION_PERCENTS,
  RARITIES,
  RIVAL_KINDS,
  type RuleError,
  type SpendPurpose,
} from '@alchemy/game-rules';

const SPEND_PURPOSES = [
  'buy-items',
  'items-limit',
  'improve-card',
  'ascend-card',
  'market-purchase',
  'exchange',
  'avatar',
  'hint',
] as const satisfies readonly SpendPurpose[];

const count = z.number().int();

const shortfall = <C extends string, K extends string>(code: C, currency: K) =>
  z.object({
    code: z.literal(code),
    currency: z.literal(currency),
    needed: count,
    available: count,
    purpose: z.enum(SPEND_PURPOSES),
  });

/** A refusal with no facts beyond its code. */
const bare = <C extends RuleError['code']>(code: C) => z.object({ code: z.literal(code) });

/** One schema per factless code, each with its literal: the union is then the engine's. */
const factlessSchemas = () =>
  [
    bare('NO_CRAFTING_GAME'),
    bare('RUN_OVER'),
    bare('ITEM_NOT_IN_RUN'),
    bare('ITEM_IS_SECRET'),
    bare('SAME_ITEM'),
    bare('NO_BUILDING_BLOCK'),
    bare('ITEM_NOT_DISCOVERED'),
    bare('ITEM_IN_USE'),
    bare('NO_SLOT_FOR_RARITY'),
    bare('ITEM_NOT_IN_LAB'),
    bare('CARD_NOT_FOUND'),
    bare('CARD_LISTED'),
    bare('CARD_FULLY_ASCENDED'),
    bare('DUEL_SLOTS_FULL'),
    bare('DUEL_CARD_TWICE'),
    bare('NO_DUEL'),
    bare('NO_RACE_ATTEMPT'),
    bare('RACE_NOT_FOUND'),
    bare('RACE_DAY_NOT_OVER'),
    bare('LISTING_NOT_FOUND'),
    bare('NO_LONGER_FOR_SALE'),
    bare('OWN_LISTING'),
    bare('OFFER_NOT_FOUND'),
    bare('USERNAME_REQUIRED'),
    bare('USERNAME_INVISIBLE_CHARACTERS'),
    bare('USERNAME_BAD_CHARACTERS'),
    bare('USERNAME_LONE_MARK'),
    bare('USERNAME_NO_LETTER_OR_DIGIT'),
    bare('INVITE_SELF'),
    bare('PLAYER_NOT_FOUND'),
    bare('ALREADY_FRIENDS'),
    bare('INVITATION_PENDING'),
    bare('INVITATION_NOT_FOUND'),
    bare('OWN_INVITATION'),
    bare('INVITATION_ANSWERED'),
    bare('NO_HINT_AVAILABLE'),
    bare('GOAL_NOT_FOUND'),
    bare('GOAL_EXPIRED'),
    bare('COLLECTION_NOT_FOUND'),
  ] as const;

/**
 * The schema of each refusal that has facts. A function, not a constant array: the web's
 * build drops a module-level schema nobody reads only when it is a call
 * (apps/web/build/pure-schemas-plugin.ts), and zod must stay out of the first download.
 */
const factSchemas = () =>
  [
    shortfall('NOT_ENOUGH_CREDITS', 'credits'),
    shortfall('NOT_ENOUGH_DIAMONDS', 'diamonds'),
    shortfall('NOT_ENOUGH_MAGIC_DUST', 'magicDust'),
    z.object({
      code: z.literal('UNKNOWN_ELEMENT'),
      name: z.string(),
      allowed: z.array(z.string()),
    }),
    z.object({ code: z.literal('ELEMENT_LOCKED'), name: z.string(), unlockLevel: count }),
    z.object({ code: z.literal('ELEMENT_TWICE'), name: z.string() }),
    z.object({ code: z.literal('ALLOCATION_BELOW_MINIMUM'), name: z.string() }),
    z.object({ code: z.literal('ELEMENT_MISSING'), names: z.array(z.string()) }),
    z.object({ code: z.literal('ALLOCATION_TOTAL'), expected: count, actual: z.number() }),
    z.object({ code: z.literal('ITEM_NOT_HELD'), itemName: z.string() }),
    z.object({ code: z.literal('AMOUNT_OUT_OF_RANGE'), max: count }),
    z.object({ code: z.literal('SLOT_COUNT'), expected: z.array(z.enum(RARITIES)) }),
    z.object({
      code: z.literal('RARITIES_MISMATCH'),
      expected: z.array(z.enum(RARITIES)),
      given: z.array(z.enum(RARITIES)),
    }),
    z.object({ code: z.literal('DUEL_CARD_COUNT'), slots: count }),
    z.object({
      code: z.literal('CARD_LEVEL_TOO_HIGH'),
      cardName: z.string(),
      required: count,
      level: count,
    }),
    z.object({ code: z.literal('DUEL_COOLDOWN'), seconds: count }),
    z.object({ code: z.literal('RIVAL_ALREADY_CHOSEN'), chosen: z.enum(RIVAL_KINDS) }),
    z.object({ code: z.literal('RIVAL_REFRESH_LIMIT'), perDay: count }),
    z.object({ code: z.literal('MARKET_LOCKED'), requiredLevel: count, level: count }),
    z.object({ code: z.literal('PRICE_OUT_OF_RANGE'), min: count, max: count }),
    z.object({ code: z.literal('DAILY_LIMIT_REACHED'), limit: count }),
    z.object({ code: z.literal('USERNAME_TOO_SHORT'), min: count }),
    z.object({ code: z.literal('USERNAME_TOO_LONG'), max: count }),
    z.object({ code: z.literal('USERNAME_TOO_MANY_MARKS'), max: count }),
    z.object({ code: z.literal('TOO_MANY_INVITATIONS'), max: count }),
    z.object({ code: z.literal('HINT_ON_COOLDOWN'), seconds: count }),
    z.object({ code: z.literal('GOAL_NOT_DONE'), progress: count, target: count }),
    z.object({
      code: z.literal('COLLECTION_NOT_REACHED'),
      family: z.string(),
      percent: z.union(COLLECTION_PERCENTS.map((percent) => z.literal(percent))),
      discovered: count,
      needed: count,
    }),
    z.object({ code: z.literal('TITLE_NOT_EARNED'), name: z.string() }),
  ] as const;

/** Every refusal of a game rule, with its facts. */
export const RuleRefusalSchema = z.union([...factSchemas(), ...factlessSchemas()]);

/** A refusal as an error answer: the words, the code, and the facts (if any) under `details`. */
function answerOf(refusal: z.ZodObject): z.ZodObject {
  const shape: Readonly<Record<string, z.ZodType>> = refusal.shape;
  const { code, ...details } = shape;
  if (!code) throw new Error('a refusal schema without its code');
  const words = { error: z.string().min(1), code };
  return Object.keys(details).length > 0
    ? z.object({ ...words, details: z.object(details) })
    : z.object(words);
}

/**
 * Every refusal as an error answer. Its type is loose; RuleRefusalSchema holds the exact
 * one, and both are built from the same schemas.
 */
export const RuleRefusalResponseSchema = z.union(
  [...factSchemas(), ...factlessSchemas()].map(answerOf),
);

/** The facts of a refusal, as `details` carries them: the rule's error less its code. */
export function refusalDetails(error: RuleError): Record<string, unknown> | undefined {
  const { code: _code, ...facts } = error;
  return Object.keys(facts).length > 0 ? facts : undefined;
}

type Equals<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
// The schemas describe the engine's refusals exactly, no more and no fewer.
type _RefusalsMatchEngine = Assert<Equals<z.infer<typeof RuleRefusalSchema>, RuleError>>;
