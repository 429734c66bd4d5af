import { shareSquares, TREND_SQUARES, type CraftTrend } from '@alchemy/game-rules';
import clsx from 'clsx';

const TRENDS = ['closer', 'same', 'further'] as const;
const TREND_OF_SQUARE = new Map<string, CraftTrend>(
  TRENDS.map((trend) => [TREND_SQUARES[trend], trend]),
);

/** A mark inside each tile, so the line reads in greyscale too. */
const MARK: Record<CraftTrend, string> = { closer: '▲', same: '=', further: '▼' };

const WORDS: Record<CraftTrend, string> = {
  closer: 'closer',
  same: 'same',
  further: 'further or failed',
};

/**
 * The share line on screen: game-rules' squares (`shareSquares`, the very text shared),
 * drawn as tiles of our own so it reads the same on a device without a colour emoji font.
 */
export function ShareSquares({
  trends,
  size = 'large',
}: {
  trends: readonly CraftTrend[];
  size?: 'large' | 'small';
}) {
  const tiles = Array.from(shareSquares(trends)).flatMap((square) => {
    const trend = TREND_OF_SQUARE.get(square);
    return trend ? [trend] : [];
  });
  return (
    <span className={clsx('share-squares', `share-squares--${size}`)} aria-hidden="true">
      {tiles.map((trend, index) => (
        <span key={index} className={`share-square share-square--${trend}`}>
          {MARK[trend]}
        </span>
      ))}
    </span>
  );
}

/** What each colour means, with one tile of each. */
export function SquaresLegend() {
  return (
    <p className="race-end__legend" aria-hidden="true">
      {TRENDS.map((trend) => (
        <span key={trend} className="race-end__legend-entry">
          <ShareSquares trends={[trend]} size="small" /> {WORDS[trend]}
        </span>
      ))}
    </p>
  );
}

/** The line for screen readers: 'closer, same, closer'. */
export function squaresWords(trends: readonly CraftTrend[]): string {
  return trends.length === 0 ? 'no craft' : trends.map((trend) => WORDS[trend]).join(', ');
}
