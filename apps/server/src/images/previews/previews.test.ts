/**
 * Every kind of preview picture, drawn from sample subjects: a PNG of 1200x630 at most and
 * 150 kB at most, whatever the name's length. With PREVIEW_SHEET_DIR set, each is written
 * there to be looked at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forgeSample } from '../portrait/forged-sample';
import { cardPortrait } from '../portrait/portrait';
import { gamePreview } from './game-preview';
import { invitePreview } from './invite-preview';
import { playerPreview } from './player-preview';
import { pngSize } from './png-facts';
import { fitted } from './preview-frame';
import type { PreviewElement } from './preview-node';
import { longDay, racePreview, silhouette } from './race-preview';
import { PREVIEW_MAX_BYTES, renderPreview } from './render-preview';
import { replayPreview } from './replay-preview';

const [first, second] = forgeSample(2, 27);
const fighter = (card: NonNullable<typeof first>) => ({
  name: card.name,
  characterType: card.cardClass,
  level: card.level,
  svg: cardPortrait(card),
});

const samples: Record<string, PreviewElement> = {
  invite: invitePreview({ name: 'Morgana the Bold', avatarSeed: 'morgana' }),
  'invite-long-name': invitePreview({ name: 'WWWWWWWWWWWWWWWWWWWWWWWW', avatarSeed: 'w' }),
  replay: replayPreview({
    lead: fighter(first!),
    rival: fighter(second!),
    leadWon: true,
    leadTeam: 3,
    rivalTeam: 1,
  }),
  race: racePreview({ dayLabel: '2026-11-27', icon: 'crystal-ball', shortest: 4 }),
  player: playerPreview({
    name: 'Quillon',
    avatarSeed: 'quillon',
    level: 17,
    title: 'Master of Flames',
    worldRank: 42,
    bestRaceStreak: 9,
  }),
  game: gamePreview(),
};

describe('preview pictures', () => {
  it.each(Object.keys(samples))(
    'draw the %s preview as a PNG within 1200x630 and 150 kB',
    async (kind) => {
      const png = await renderPreview(samples[kind]!);
      const size = pngSize(png);
      expect(size).not.toBeNull();
      expect(size!.width).toBeLessThanOrEqual(1200);
      expect(size!.height).toBeLessThanOrEqual(630);
      const sheet = process.env.PREVIEW_SHEET_DIR;
      if (sheet) {
        mkdirSync(sheet, { recursive: true });
        writeFileSync(join(sheet, `${kind}.png`), png);
      }
      expect(png.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    },
  );

  it('draw the race target as a shape without its colours', () => {
    const shape = silhouette('crystal-ball');
    expect(shape).not.toContain('currentColor');
    expect(shape).toMatch(/^<svg [^>]*viewBox=/);
    expect(longDay('2026-11-27')).toBe('27 November 2026');
  });

  it('shorten a name that does not fit, by letters, with an ellipsis', () => {
    expect(fitted('Quillon', 10)).toBe('Quillon');
    expect(fitted('Abcdefghijkl', 6)).toBe('Abcde…');
    expect([...fitted('😀😀😀😀', 3)]).toHaveLength(3);
  });
});
