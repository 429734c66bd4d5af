/**
 * What every preview picture shares, in the game's look: the night sky of the app
 * (--color-bg to --color-surface) lit by an aurora of its teal and violet, the gold
 * wordmark in Cinzel, a thin gold frame, and a call to play at the foot. The kinds put
 * their own content in the middle.
 */
import { box, text, type PreviewChild, type PreviewElement } from './preview-node';
import { PREVIEW_FONT_FAMILY } from './preview-fonts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './render-preview';

/** The app's colour tokens (apps/web/src/styles), the ones the previews use. */
export const LOOK = {
  night: '#0d0b1a',
  raised: '#14112a',
  surface: '#1b1736',
  surface2: '#241f45',
  border: '#3b3366',
  gold100: '#f6e7c1',
  gold300: '#e8c77a',
  gold500: '#c8943c',
  teal: '#3fd0c9',
  violet: '#9b7bff',
  text: '#ece8f6',
  muted: '#a9a2c6',
  faint: '#7a7399',
  success: '#4ccf7e',
  danger: '#ff6b6b',
} as const;

/** The words at the foot of every preview. */
const PLAY_LINE = 'Craft · Forge · Duel — free in your browser';

export function previewFrame(...content: PreviewChild[]): PreviewElement {
  return box(
    {
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      flexDirection: 'column',
      fontFamily: PREVIEW_FONT_FAMILY,
      color: LOOK.text,
      // Vertical gradients only: a row of one colour compresses to almost nothing in a
      // PNG, so the picture stays far under 150 kB.
      backgroundColor: LOOK.night,
      backgroundImage: `linear-gradient(180deg, ${LOOK.surface2} 0%, ${LOOK.raised} 45%, ${LOOK.night} 100%)`,
    },
    // The aurora: a ribbon of the app's teal, violet and gold across the top.
    box({
      position: 'absolute',
      top: 0,
      left: 0,
      width: PREVIEW_WIDTH,
      height: 8,
      backgroundImage: `linear-gradient(90deg, ${LOOK.teal} 0%, ${LOOK.violet} 55%, ${LOOK.gold300} 100%)`,
    }),
    box(
      {
        position: 'absolute',
        top: 28,
        left: 28,
        right: 28,
        bottom: 28,
        flexDirection: 'column',
        border: `2px solid ${LOOK.gold500}`,
        borderRadius: 24,
        padding: '28px 44px 24px',
      },
      box(
        { alignItems: 'center', justifyContent: 'space-between' },
        text(
          { fontSize: 30, fontWeight: 700, letterSpacing: 6, color: LOOK.gold300 },
          'ALCHEMY ARENA',
        ),
      ),
      box({ flexGrow: 1, alignItems: 'center' }, ...content),
      box(
        { justifyContent: 'flex-end' },
        text({ fontSize: 24, color: LOOK.muted, letterSpacing: 1 }, PLAY_LINE),
      ),
    ),
  );
}

/** A long name shortened to what fits the line, with an ellipsis. */
export function fitted(words: string, most: number): string {
  const letters = [...words];
  return letters.length <= most
    ? words
    : `${letters
        .slice(0, most - 1)
        .join('')
        .trimEnd()}…`;
}
