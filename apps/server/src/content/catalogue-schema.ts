/**
 * The shape of the shipped item catalogue (apps/server/content): one JSON file of item
 * entries per family, plus recipes.json, a list of [input, input, result] triples by name.
 * docs/RULES.md, "Crafting" (items and recipes) and "Lab and battle cards" (families feed
 * card classes).
 */
import { z } from 'zod';
import { ITEM_FAMILIES, RARITIES } from '@alchemy/game-rules';

/** Letters, digits, spaces, apostrophes and hyphens; starts and ends with a letter or digit. */
export const ITEM_NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9'-]| (?! ))*[A-Za-z0-9]$/;

/** Small words that stay lower case inside a Title Case name ('Elixir of Life'). */
const MINOR_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'in', 'and']);

/** Every word starts with a capital or a digit, except minor words after the first. */
export function isTitleCase(name: string): boolean {
  return name.split(' ').every((word, index) =>
    word.split('-').every((part, partIndex) => {
      if (index > 0 && partIndex === 0 && MINOR_WORDS.has(part)) return true;
      return /^[A-Z0-9]/.test(part);
    }),
  );
}

const ItemEntrySchema = z.strictObject({
  name: z
    .string()
    .min(2)
    .max(24)
    .regex(ITEM_NAME_PATTERN, 'letters, digits, single spaces, apostrophes and hyphens only')
    .refine(isTitleCase, 'must be Title Case'),
  description: z.string().min(40).max(180),
  imageDescription: z.string().min(20).max(160),
  rarity: z.enum(RARITIES),
  family: z.enum(ITEM_FAMILIES),
  /** A key of the game-icons set (@iconify-json/game-icons). */
  icon: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a game-icons icon name'),
});
export type ItemEntry = z.infer<typeof ItemEntrySchema>;

/** [input, input, result] by item name; the two inputs form an unordered pair. */
const RecipeSchema = z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]);
export type Recipe = z.infer<typeof RecipeSchema>;

export const ItemFileSchema = z.array(ItemEntrySchema);
export const RecipeFileSchema = z.array(RecipeSchema);
