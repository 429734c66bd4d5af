/**
 * The Open Graph and Twitter card tags of the pages a player shares (docs/ARCHITECTURE.md,
 * "Link previews"): a chat or a network fetching /invite/{hash}, /replay/{replayId},
 * /game/race or /player/{playerId} reads the title, the words and the picture of what the
 * link is, from the HTML alone, without running the app. Every answer carries them (no
 * guessing crawlers by their user agent); everything from a player is escaped.
 */
import {
  InviteHashSchema,
  PlayerIdSchema,
  previewImagePath,
  ReplayIdSchema,
  PREVIEW_PATHS,
  API_PREFIX,
} from '@alchemy/contracts';
import type { Db } from '../db/database';
import { GAME_PITCH } from '../images/previews/game-preview';
import { longDay } from '../images/previews/race-preview';
import { sides } from '../images/previews/replay-preview';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../images/previews/render-preview';
import {
  invitePreviewOf,
  playerPreviewOf,
  replayPreviewOf,
  todaysRacePreview,
  type LinkPreview,
} from '../services/link-preview-service';

const SITE_NAME = 'Alchemy Arena';
const PLAY_FREE = 'Play free in your browser.';

export interface PageTags {
  title: string;
  description: string;
  /** The picture's path on this site, with its version. */
  image: string;
  imageAlt: string;
}

type Kind = 'invite' | 'replay' | 'race' | 'player';

/** Which shared page a path is, and its id; null for every other page. */
export function sharedPage(path: string): { kind: Kind; id: string } | null {
  const [, first, second, more] = path.split('/');
  if (more !== undefined || first === undefined) return null;
  if (first === 'invite' && second) return { kind: 'invite', id: second };
  if (first === 'replay' && second) return { kind: 'replay', id: second };
  if (first === 'player' && second) return { kind: 'player', id: second };
  if (first === 'game' && second === 'race') return { kind: 'race', id: 'today' };
  return null;
}

const GAME_IMAGE = `${API_PREFIX}${PREVIEW_PATHS.game}`;
const GAME_IMAGE_ALT =
  'Alchemy Arena: a flame, a drop, a flask and a crystal ball in the colours of the rarities';

/** The words of a page whose link names nothing (an unknown or mistyped id). */
const UNKNOWN: Record<Kind, Omit<PageTags, 'image' | 'imageAlt'>> = {
  invite: { title: 'You are invited to Alchemy Arena', description: `${GAME_PITCH} ${PLAY_FREE}` },
  replay: { title: 'A duel in Alchemy Arena', description: `${GAME_PITCH} ${PLAY_FREE}` },
  race: {
    title: 'The daily race of Alchemy Arena',
    description: `A new mystery item to craft every day: who makes it first? ${PLAY_FREE}`,
  },
  player: { title: 'A player of Alchemy Arena', description: `${GAME_PITCH} ${PLAY_FREE}` },
};

export function tagsOf(kind: Kind, preview: LinkPreview | null): PageTags {
  if (!preview) return { ...UNKNOWN[kind], image: GAME_IMAGE, imageAlt: GAME_IMAGE_ALT };
  const image = previewImagePath(preview.kind, preview.id, preview.version);
  switch (preview.kind) {
    case 'invite': {
      const { name } = preview.subject;
      return {
        title: `${name} invites you to Alchemy Arena`,
        description: `Join ${name}: craft items, forge battle cards and duel in the arena. ${PLAY_FREE}`,
        image,
        imageAlt: `${name}'s avatar, inviting you to Alchemy Arena`,
      };
    }
    case 'replay': {
      const { lead, rival, leadWon, leadTeam, rivalTeam } = preview.subject;
      const [winner, loser] = leadWon ? [lead, rival] : [rival, lead];
      return {
        title: `${winner.name} defeats ${loser.name}`,
        description: `A duel in Alchemy Arena, ${sides(leadTeam, rivalTeam).toLowerCase()}: ${lead.name} (level ${lead.level}) against ${rival.name} (level ${rival.level}). Watch the replay.`,
        image,
        imageAlt: `${lead.name} and ${rival.name} face to face; ${winner.name} won`,
      };
    }
    case 'race': {
      const { dayLabel, shortest } = preview.subject;
      return {
        title: `The daily race of ${longDay(dayLabel)}`,
        description: `Craft the day's mystery item before anyone else: it can be done in ${shortest} ${shortest === 1 ? 'craft' : 'crafts'}. ${PLAY_FREE}`,
        image,
        imageAlt: "The silhouette of the day's mystery item",
      };
    }
    case 'player': {
      const { name, level, title, worldRank, bestRaceStreak } = preview.subject;
      return {
        title: `${name}${title ? `, ${title}` : ''}: level ${level} in Alchemy Arena`,
        description: `World rank #${worldRank}, best race streak ${bestRaceStreak}. ${GAME_PITCH} ${PLAY_FREE}`,
        image,
        imageAlt: `${name}'s player card: level ${level}, world rank #${worldRank}`,
      };
    }
  }
}

/** The preview of a shared page, from the database; null when its id names nothing. */
export async function previewOfPage(
  db: Db,
  page: { kind: Kind; id: string },
): Promise<LinkPreview | null> {
  switch (page.kind) {
    case 'invite':
      return InviteHashSchema.safeParse(page.id).success ? invitePreviewOf(db, page.id) : null;
    case 'replay':
      return ReplayIdSchema.safeParse(page.id).success ? replayPreviewOf(db, page.id) : null;
    case 'player':
      return PlayerIdSchema.safeParse(page.id).success ? playerPreviewOf(db, page.id) : null;
    case 'race':
      return todaysRacePreview(db);
  }
}

/** Text made safe for an HTML attribute or element. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page with its title, description and preview tags; publicUrl makes URLs absolute. */
export function withTags(html: string, tags: PageTags, page: { url: string; publicUrl: string }) {
  const absolute = (path: string) => `${page.publicUrl}${path}`;
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', absolute(page.url)),
    meta('property', 'og:image', absolute(tags.image)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', absolute(tags.image)),
    meta('name', 'twitter:image:alt', tags.imageAlt),
  ];
  // Replacer functions, not strings: a '$&' in a player's name must stay text.
  return html
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(`${tags.title} · ${SITE_NAME}`)}</title>`,
    )
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () =>
      meta('name', 'description', tags.description),
    )
    .replace('</head>', () => `${lines.join('\n    ')}\n  </head>`);
}
