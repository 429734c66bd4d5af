/**
 * The pictures shared links show (docs/ARCHITECTURE.md, "Link previews"): PNGs of 1200x630
 * drawn on the server, GET /api/previews/{kind}/{id}.png?v={version}, public like every
 * picture and under the same per-client limits (routes/images/picture-limit.ts).
 *
 * A drawing costs ~100-300 ms of CPU, so the drawn ones are kept in an LRU by kind, id and
 * the version of what they are drawn from: a URL whose version is kept is answered from
 * memory without reading the database, and two asks for one picture at once draw it once.
 * An id that names nothing (or a race day to come) gets the game's own picture, not an
 * error: a chat shows the game rather than a broken image.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InviteHashSchema,
  PREVIEW_PATHS,
  ReplayIdSchema,
  type PreviewKind,
} from '@alchemy/contracts';
import type { Db } from '../../db/database';
import { gamePreview } from '../../images/previews/game-preview';
import { previewLayout } from '../../images/previews/preview-layout';
import { renderPreview } from '../../images/previews/render-preview';
import { Lru } from '../../lib/lru';
import {
  invitePreviewOf,
  playerPreviewOf,
  racePreviewOf,
  replayPreviewOf,
  type LinkPreview,
} from '../../services/link-preview-service';
import type { PictureLimits } from '../images/picture-limit';

/** Previews kept drawn (60-150 kB each): at most ~25 MB. */
const PREVIEWS_KEPT = 200;

const Query = z.object({ v: z.string().max(32).optional() });

/** `{id}.png` for an id of the given shape. */
function pngOf(id: z.ZodString, words: string) {
  return z.object({
    file: z
      .string()
      .max(80)
      .regex(/^[^/]+\.png$/, words)
      .transform((file) => file.slice(0, -'.png'.length))
      .pipe(id),
  });
}

const UUID = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a race day is YYYY-MM-DD');

const KINDS: ReadonlyArray<{
  kind: PreviewKind;
  path: string;
  params: ReturnType<typeof pngOf>;
  summary: string;
  find: (db: Db, id: string) => Promise<LinkPreview | null>;
}> = [
  {
    kind: 'invite',
    path: PREVIEW_PATHS.invite,
    params: pngOf(InviteHashSchema, 'an invitation preview is its hash followed by .png'),
    summary: "An invitation's preview picture: the inviter's avatar and name (PNG)",
    find: invitePreviewOf,
  },
  {
    kind: 'replay',
    path: PREVIEW_PATHS.replay,
    params: pngOf(ReplayIdSchema, 'a replay preview is its id followed by .png'),
    summary: "A shared replay's preview picture: the two leading creatures and who won (PNG)",
    find: replayPreviewOf,
  },
  {
    kind: 'race',
    path: PREVIEW_PATHS.race,
    params: pngOf(DAY, 'a race preview is its day followed by .png'),
    summary: "A daily race's preview picture: its day and its target's silhouette (PNG)",
    find: racePreviewOf,
  },
  {
    kind: 'player',
    path: PREVIEW_PATHS.player,
    params: pngOf(UUID, 'a player card preview is the player id followed by .png'),
    summary: "A player card's preview picture: avatar, name, title, level, rank (PNG)",
    find: playerPreviewOf,
  },
];

function sendPng(reply: FastifyReply, png: Buffer, current: boolean) {
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
    .send(png);
}

export const previewRoutes: FastifyPluginAsyncZod<{ db: Db; limits: PictureLimits }> = async (
  app,
  { db, limits },
) => {
  const drawn = new Lru<Buffer>(PREVIEWS_KEPT);
  const drawing = new Map<string, Promise<Buffer>>();
  let game: Promise<Buffer> | null = null;

  /** Draws once however many ask at the same moment; a failed drawing is not kept. */
  function draw(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const under = drawing.get(key);
    if (under) return under;
    const started = render()
      .then((png) => {
        drawn.set(key, png);
        return png;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, started);
    return started;
  }

  const gamePicture = () => {
    game ??= renderPreview(gamePreview()).catch((error: unknown) => {
      game = null;
      throw error;
    });
    return game;
  };

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: PreviewKind,
    id: string,
    version: string | undefined,
    find: () => Promise<LinkPreview | null>,
  ) {
    const kept = version === undefined ? undefined : drawn.get(`${kind}|${id}|${version}`);
    if (kept) return sendPng(reply, kept, true);
    const preview = await find();
    if (!preview) return sendPng(reply, await gamePicture(), false);
    const key = `${kind}|${id}|${preview.version}`;
    let png = drawn.get(key);
    if (!png) {
      await limits.drawn(request, reply);
      png = await draw(key, () => renderPreview(previewLayout(preview)));
    }
    return sendPng(reply, png, version === preview.version);
  }

  app.get(
    PREVIEW_PATHS.game,
    {
      config: { access: 'public' },
      onRequest: limits.asked,
      schema: { tags: ['images'], summary: "The game's own preview picture (PNG)" },
    },
    async (_request, reply) => sendPng(reply, await gamePicture(), true),
  );

  for (const { kind, path, params, summary, find } of KINDS) {
    app.get(
      path,
      {
        config: { access: 'public' },
        onRequest: limits.asked,
        schema: { tags: ['images'], summary, params, querystring: Query },
      },
      async (request, reply) => {
        const id = request.params.file;
        return answer(request, reply, kind, id, request.query.v, () => find(db, id));
      },
    );
  }
};
