/**
 * The encyclopedia (docs/RULES.md, "Encyclopedia"): every item of the world, a page at a
 * time. Discovered items show in full; the others are silhouettes with their family and
 * rarity only (no id, name or picture, which would spoil the discovery).
 */
import { z } from 'zod';
import { COLLECTION_PERCENTS } from '@alchemy/game-rules';
import { RewardSchema } from './goals';
import { ItemIdSchema, RaritySchema } from './items';
import { ProfileSchema } from './profile';

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

export const CollectionPercentSchema = z.union(
  COLLECTION_PERCENTS.map((percent) => z.literal(percent)),
);

/** A milestone of a collection (docs/RULES.md, "Collections"). */
export const CollectionMilestoneSchema = z
  .object({
    percent: CollectionPercentSchema,
    /** Discovered items of the family the milestone needs. */
    needed: z.number().int().min(1),
    reward: RewardSchema,
    reached: z.boolean(),
    claimed: z.boolean(),
  })
  .meta({ id: 'CollectionMilestone' });
export type CollectionMilestoneView = z.infer<typeof CollectionMilestoneSchema>;

/** A family of the Codex; every family but the base elements' is a collection. */
export const EncyclopediaFamilySchema = z
  .object({
    name: z.string(),
    discovered: z.number().int().min(0),
    total: z.number().int().min(0),
    isCollection: z.boolean(),
    /** 25%, 50% and 100% of the family; empty when it is not a collection. */
    milestones: z.array(CollectionMilestoneSchema),
  })
  .meta({ id: 'EncyclopediaFamily' });
export type EncyclopediaFamily = z.infer<typeof EncyclopediaFamilySchema>;

/** POST /collections/claim: the reward of one milestone of one family. */
export const CollectionClaimRequestSchema = z
  .object({ family: z.string().min(1).max(64), percent: CollectionPercentSchema })
  .strict()
  .meta({ id: 'CollectionClaimRequest' });
export type CollectionClaimRequest = z.infer<typeof CollectionClaimRequestSchema>;

/** Claiming again answers again with `alreadyClaimed` and pays nothing. */
export const CollectionClaimResultSchema = z
  .object({
    family: EncyclopediaFamilySchema,
    percent: CollectionPercentSchema,
    alreadyClaimed: z.boolean(),
    paid: RewardSchema,
    profile: ProfileSchema,
  })
  .meta({ id: 'CollectionClaimResult' });
export type CollectionClaimResult = z.infer<typeof CollectionClaimResultSchema>;

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
