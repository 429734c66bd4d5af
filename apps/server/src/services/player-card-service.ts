/**
 * GET /players/{playerId}/card (docs/RULES.md, "Public player cards"): what anyone may see
 * of a player: the same figures the card's preview picture shows.
 */
import { avatarPath, previewImagePath, type PlayerCard } from '@alchemy/contracts';
import type { Db } from '../db/database';
import { notFound } from '../lib/app-error';
import { playerPreviewOf } from './link-preview-service';

export async function playerCard(db: Db, playerId: string): Promise<PlayerCard> {
  const preview = await playerPreviewOf(db, playerId);
  if (!preview || preview.kind !== 'player') throw notFound('There is no such player.');
  const { name, avatarSeed, level, title, worldRank, bestRaceStreak } = preview.subject;
  return {
    id: preview.id,
    name,
    avatarUrl: avatarPath(avatarSeed),
    level,
    title,
    worldRank,
    bestRaceStreak,
    previewUrl: previewImagePath('player', preview.id, preview.version),
  };
}
