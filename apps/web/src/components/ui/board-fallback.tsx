import { Button } from './button';
import { Spinner } from './spinner';
import './board-fallback.css';

const BOARD_LOAD_FAILED = 'The board could not be loaded.';
const TRY_AGAIN = 'Try again';

/**
 * What a ranking board shows before its rows: a spinner while it loads, the failure with
 * 'Try again' when it could not; null once there are rows to draw. One look for the race's
 * and the season's boards.
 */
export function BoardFallback({
  board,
}: {
  board: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  if (board.isPending) {
    return (
      <div className="board-fallback">
        <Spinner label="Loading the board" size={28} />
      </div>
    );
  }
  if (board.isError) {
    return (
      <div className="board-fallback">
        <p>{BOARD_LOAD_FAILED}</p>
        <Button variant="ghost" onClick={() => void board.refetch()}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  }
  return null;
}
