/**
 * The daily race's picture: its day, and the target's silhouette: the shape of its
 * game-icon in one flat violet, never its name or its colours (no spoilers).
 */
import { gameIcon } from '../game-icons';
import { LOOK, previewFrame } from './preview-frame';
import { box, picture, text, type PreviewElement } from './preview-node';

export interface RaceSubject {
  /** The game day, 'YYYY-MM-DD'. */
  dayLabel: string;
  /** The target's game-icon: its shape only is drawn. */
  icon: string;
  /** The fewest crafts that reach the target. */
  shortest: number;
}

/** The icon as a shape alone: one flat colour, its holes showing the disc behind. */
export function silhouette(icon: string): string {
  const found = gameIcon(icon) ?? gameIcon('perspective-dice-six-faces-random');
  const size = found?.size ?? 512;
  const body = (found?.body ?? '').replace(/ ?fill="currentColor"/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-size * 0.08} ${-size * 0.08} ${size * 1.16} ${size * 1.16}">` +
    `<g fill="${LOOK.violet}" fill-opacity=".55">${body}</g>` +
    '</svg>'
  );
}

/** '2026-11-27' as '27 November 2026'. */
export function longDay(label: string): string {
  return new Date(`${label}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function racePreview(race: RaceSubject): PreviewElement {
  return previewFrame(
    box(
      {
        width: 340,
        height: 340,
        flexShrink: 0,
        borderRadius: 170,
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: LOOK.surface2,
        border: `6px solid ${LOOK.border}`,
      },
      picture(silhouette(race.icon), 250, 250),
      text({ position: 'absolute', fontSize: 120, fontWeight: 700, color: LOOK.gold300 }, '?'),
    ),
    box(
      { flexDirection: 'column', marginLeft: 60, flexShrink: 1 },
      text({ fontSize: 30, letterSpacing: 4, color: LOOK.teal }, 'THE DAILY RACE'),
      text(
        { fontSize: 68, fontWeight: 700, color: LOOK.gold100, marginTop: 8, lineHeight: 1.1 },
        longDay(race.dayLabel),
      ),
      text(
        { fontSize: 36, color: LOOK.text, marginTop: 20, lineHeight: 1.3 },
        'Craft the mystery item before anyone else.',
      ),
      text(
        { fontSize: 28, color: LOOK.muted, marginTop: 14 },
        `It can be done in ${race.shortest} ${race.shortest === 1 ? 'craft' : 'crafts'}.`,
      ),
    ),
  );
}
