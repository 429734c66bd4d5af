/**
 * What a shared link shows before it is opened (docs/ARCHITECTURE.md, "Link previews"): the
 * subject of each kind of link, read from the database, with the version of what its
 * picture is drawn from. Every link's subject is public by design: an invitation shows the
 * inviter's name and avatar, a replay the fighters' faces and who won, the race its day
 * and its target's shape (never its name), a player card the public figures of
 * GET /players/{playerId}/card. An unknown id has no subject (null): the caller shows the
 * game's own preview.
 */
import {
  gameDayFromLabel,
  gameDayLabel,
  gameDayNumber,
  seedFromString,
  titleOf,
} from '@alchemy/game-rules';
import type { Db } from '../db/database';
import type { InviteSubject } from '../images/previews/invite-preview';
import type { PlayerSubject } from '../images/previews/player-preview';
import type { RaceSubject } from '../images/previews/race-preview';
import type { ReplaySubject } from '../images/previews/replay-preview';
import { inviteDigest } from '../lib/invite-links';
import { toDuelResult } from '../mappers/duels';
import { findDuelByReplayId } from '../repositories/duels';
import { findPlayerByInviteDigest } from '../repositories/invite-links';
import { findItems } from '../repositories/items';
import { worldRank } from '../repositories/leaderboard';
import { findPlayerById } from '../repositories/players';
import { databaseNowMs } from '../repositories/progress';
import { findRaceDay, raceStreakOf } from '../repositories/race';
import { cardPictureSvg } from './picture-service';

/**
 * Bumped when a preview's design changes, so every picture gets a new URL (and the chats
 * that cached the old one are not served it for ever).
 */
const PREVIEW_DESIGN = 'p1';

export type LinkPreview =
  | { kind: 'invite'; id: string; version: string; subject: InviteSubject }
  | { kind: 'replay'; id: string; version: string; subject: ReplaySubject }
  | { kind: 'race'; id: string; version: string; subject: RaceSubject }
  | { kind: 'player'; id: string; version: string; subject: PlayerSubject };

/** The version of what a picture is drawn from: changes when any of it does. */
function versionOf(kind: string, drawnFrom: unknown): string {
  return seedFromString(`${PREVIEW_DESIGN}|${kind}|${JSON.stringify(drawnFrom)}`).toString(36);
}

export async function invitePreviewOf(db: Db, hash: string): Promise<LinkPreview | null> {
  const inviter = await findPlayerByInviteDigest(db, inviteDigest(hash));
  if (!inviter) return null;
  const subject = { name: inviter.name, avatarSeed: inviter.avatarSeed };
  return { kind: 'invite', id: hash, version: versionOf('invite', subject), subject };
}

export async function replayPreviewOf(db: Db, replayId: string): Promise<LinkPreview | null> {
  const row = await findDuelByReplayId(db, replayId);
  if (!row) return null;
  const duel = toDuelResult(row);
  const [lead, rival] = [duel.playerCards[0], duel.opponentCards[0]];
  if (!lead || !rival) return null;
  const [leadPicture, rivalPicture] = await Promise.all([
    cardPictureSvg({ db }, lead.id),
    cardPictureSvg({ db }, rival.id),
  ]);
  if (!leadPicture || !rivalPicture) return null;
  const face = (card: typeof lead, pictureVersion: string) => ({
    name: card.card.name,
    characterType: card.card.characterType,
    level: card.level,
    pictureVersion,
  });
  const drawnFrom = {
    lead: face(lead, leadPicture.version),
    rival: face(rival, rivalPicture.version),
    leadWon: duel.winner[0]?.isPlayer === true,
    leadTeam: duel.playerCards.length,
    rivalTeam: duel.opponentCards.length,
  };
  const subject: ReplaySubject = {
    ...drawnFrom,
    lead: { ...drawnFrom.lead, svg: leadPicture.svg },
    rival: { ...drawnFrom.rival, svg: rivalPicture.svg },
  };
  return { kind: 'replay', id: replayId, version: versionOf('replay', drawnFrom), subject };
}

/**
 * The race of the day a label names, once it is stored and not after today: a day to come
 * shows nothing of its target, not even its shape.
 */
export async function racePreviewOf(db: Db, label: string): Promise<LinkPreview | null> {
  const day = gameDayFromLabel(label);
  if (day === null || day > gameDayNumber(await databaseNowMs(db))) return null;
  const race = await findRaceDay(db, day);
  if (!race) return null;
  const [target] = await findItems(db, [race.targetId]);
  if (!target) return null;
  const subject: RaceSubject = {
    dayLabel: gameDayLabel(day),
    icon: target.icon,
    shortest: race.shortest,
  };
  return { kind: 'race', id: subject.dayLabel, version: versionOf('race', subject), subject };
}

/** Today's race, for the link the race screen shares (/game/race). */
export async function todaysRacePreview(db: Db): Promise<LinkPreview | null> {
  const today = gameDayNumber(await databaseNowMs(db));
  return racePreviewOf(db, gameDayLabel(today));
}

export async function playerPreviewOf(db: Db, playerId: string): Promise<LinkPreview | null> {
  const row = await findPlayerById(db, playerId);
  if (!row) return null;
  const [rank, streak] = await Promise.all([worldRank(db, row), raceStreakOf(db, row.id)]);
  const subject: PlayerSubject = {
    name: row.name,
    avatarSeed: row.avatarSeed,
    level: row.level,
    title: titleOf(row.title),
    worldRank: rank,
    bestRaceStreak: streak?.best ?? 0,
  };
  return { kind: 'player', id: row.id, version: versionOf('player', subject), subject };
}
