/**
 * The encyclopedia (docs/RULES.md, "Encyclopedia"): every item of the world, a page at a
 * time. Discovered items show in full; the others are silhouettes with their family and
 * rarity only (no id, name or picture, which would spoil the discovery).
 */
import { z } from 'zod';
import { ItemIdSchema, RaritySchema } from './items';

export const ENCYCLOPEDIA_PAGE_SIZE = 48;

export const EncyclopediaQuerySchema = z
  .object({
    /** Only this family. */
    family: z.string().min(1).max(64).optional(),
    /** Discovered items whose name contains this (silhouettes have no name to match). */
    search: z.string().max(64).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  // No .meta id: @fastify/swagger cannot resolve a $ref for query parameters.
  .strict();
export type EncyclopediaQuery = z.input<typeof EncyclopediaQuerySchema>;

export const DiscoveredEntrySchema = z.object({
  discovered: z.literal(true),
  id: ItemIdSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  rarity: RaritySchema,
  family: z.string(),
  isBuildingBlock: z.boolean(),
  /** The pair the player made it from; null for a base element. */
  recipe: z.tuple([z.string(), z.string()]).nullable(),
  /** Who made it first in the world, when anyone has. */
  firstDiscoveredBy: z.object({ name: z.string(), isYou: z.boolean() }).nullable(),
});

export const SilhouetteEntrySchema = z.object({
  discovered: z.literal(false),
  family: z.string(),
  rarity: RaritySchema,
});

export const EncyclopediaEntrySchema = z.discriminatedUnion('discovered', [
  DiscoveredEntrySchema,
  SilhouetteEntrySchema,
]);
export type EncyclopediaEntry = z.infer<typeof EncyclopediaEntrySchema>;
export type DiscoveredEntry = z.infer<typeof DiscoveredEntrySchema>;

export const EncyclopediaFamilySchema = z.object({
  name: z.string(),
  discovered: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type EncyclopediaFamily = z.infer<typeof EncyclopediaFamilySchema>;

export const EncyclopediaPageSchema = z
  .object({
    /** This page: discovered items first (by name), then silhouettes (by family). */
    entries: z.array(EncyclopediaEntrySchema),
    page: z.number().int().min(1),
    pageCount: z.number().int().min(1),
    /** Entries matching the filter, over every page. */
    matching: z.number().int().min(0),
    /** Over the whole world, whatever the filter: "N of M discovered". */
    discoveredCount: z.number().int().min(0),
    totalCount: z.number().int().min(0),
    families: z.array(EncyclopediaFamilySchema),
  })
  .meta({ id: 'EncyclopediaPage' });
export type EncyclopediaPage = z.infer<typeof EncyclopediaPageSchema>;
