import { z } from 'zod';
import { CARD_CLASSES, CARD_QUALITIES } from '@alchemy/game-rules';
import { ItemIdSchema } from './items';

export const CardIdSchema = z.uuid({ error: 'a card id is a UUID' });

/**
 * An owned battle card (docs/RULES.md, "Lab and battle cards"). `card.skill` is the skill as
 * JSON text, as the card stores it; a client that cannot parse it shows 'None'.
 */
export const BattleCardSchema = z
  .object({
    id: z.string(),
    level: z.number().int().min(1),
    quality: z.enum(CARD_QUALITIES),
    isAscended: z.boolean(),
    isListed: z.boolean(),
    attack: z.number().int().min(0),
    defense: z.number().int().min(0),
    health: z.number().int().min(1),
    speed: z.number().int().min(0),
    skillTriggerChance: z.number().min(0).max(1),
    /** The user level needed to use the card in a duel: its class's unlock level. */
    requiredLevel: z.number().int().min(1),
    card: z.object({
      name: z.string(),
      imageUrl: z.string(),
      characterType: z.enum(CARD_CLASSES),
      description: z.string(),
      synergy: z.string(),
      skill: z.string(),
    }),
  })
  .meta({ id: 'BattleCard' });
export type BattleCard = z.infer<typeof BattleCardSchema>;

export const BattleCardListSchema = z.array(BattleCardSchema);

export const LabCraftRequestSchema = z
  .object({ items: z.array(ItemIdSchema).min(3).max(4) })
  .strict()
  .meta({ id: 'LabCraftRequest' });
export type LabCraftRequest = z.infer<typeof LabCraftRequestSchema>;

export const CardParamsSchema = z.object({ id: CardIdSchema });
export const LabItemParamsSchema = z.object({ id: ItemIdSchema });

/** What purging returns: the refund, so the client can show it. */
export const PurgeResultSchema = z
  .object({
    refunded: z.number().int().min(0),
    currency: z.enum(['credits', 'magicDust']),
  })
  .meta({ id: 'PurgeResult' });
export type PurgeResult = z.infer<typeof PurgeResultSchema>;
