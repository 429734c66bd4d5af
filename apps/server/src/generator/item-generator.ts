/**
 * Where results for pairs the catalogue lacks come from (docs/RULES.md, "Crafting"). The
 * default is the catalogue alone: an unknown pair is a failed craft. An OpenAI-compatible
 * model can be switched on by environment; whatever it invents is validated, stored as an
 * item and a recipe, and reused for every player from then on.
 */
import { z } from 'zod';
import { ITEM_FAMILIES, RARITIES, type Rarity } from '@alchemy/game-rules';

export interface GeneratorInput {
  name: string;
  description: string;
  rarity: Rarity;
  family: string;
}

/** What a generator must return; anything else is discarded (the craft then fails). */
export const GeneratedItemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(24)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 '-]*$/, 'letters, digits, spaces, apostrophes and hyphens'),
  description: z.string().trim().min(10).max(200),
  imageDescription: z.string().trim().min(5).max(200),
  rarity: z.enum(RARITIES),
  family: z.enum(ITEM_FAMILIES),
  icon: z.string().trim().min(1).max(64),
});
export type GeneratedItem = z.infer<typeof GeneratedItemSchema>;

export interface ItemGenerator {
  readonly name: string;
  /** A new item for the pair, or null when this generator has none. Never throws. */
  invent(one: GeneratorInput, two: GeneratorInput): Promise<GeneratedItem | null>;
}

/** The default: the shipped catalogue is the whole world; nothing is invented. */
export const catalogueOnly: ItemGenerator = {
  name: 'catalogue',
  invent: async () => null,
};
