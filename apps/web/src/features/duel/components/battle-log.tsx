import type { DuelAction } from '@alchemy/game-rules';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { describeAction } from '../battle-log-text';

interface BattleLogProps {
  actions: readonly DuelAction[];
  /** How many actions have played: the log shows exactly those. */
  played: number;
  names: Readonly<Record<string, string>>;
  /** Why the fight ended, once it has: the log's last line. */
  ending: string | null;
}

const wideScreen = () => window.matchMedia('(min-width: 900px)').matches;

/**
 * The fight in words, written from the same action list as the animation. Open beside the
 * fight on wide screens; folded under it on phones, where the fight needs the room.
 */
export function BattleLog({ actions, played, names, ending }: BattleLogProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState(wideScreen);
  // Every line written once, grouped by round: a step draws only its round's lines again.
  const rounds = useMemo(() => byRound(actions, names), [actions, names]);

  // Reading scrollHeight forces a layout: only when there is an open log with lines to
  // follow (the first render's forced layout was a long task on a slow phone).
  useEffect(() => {
    const list = listRef.current;
    if (list && open && played > 0) list.scrollTop = list.scrollHeight;
  }, [played, open, ending]);

  return (
    <details
      className="battle-log"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="battle-log__summary">Battle log</summary>
      {/* A scrolling list: focusable, so a keyboard can scroll it (axe: scrollable-region). */}
      <ol
        ref={listRef}
        className="battle-log__lines"
        aria-live="off"
        aria-label="The fight, blow by blow"
        tabIndex={0}
        data-testid="battle-log"
      >
        {rounds.map((round) =>
          round.from >= played ? null : (
            <LogRound
              key={round.from}
              lines={round.to <= played ? round.lines : round.lines.filter((l) => l.at < played)}
            />
          ),
        )}
        {ending && <li className="battle-log__line battle-log__line--ending">{ending}</li>}
      </ol>
    </details>
  );
}

interface Line {
  /** The action's index in the list. */
  at: number;
  type: string;
  text: string;
}

interface Round {
  /** The first action of the round, and the one after its last. */
  from: number;
  to: number;
  lines: Line[];
}

/** The log's lines, by round (a round starts at its round-start action). */
function byRound(actions: readonly DuelAction[], names: Readonly<Record<string, string>>) {
  const rounds: Round[] = [];
  actions.forEach((action, at) => {
    let round = rounds.at(-1);
    if (!round || action.type === 'round-start') {
      round = { from: at, to: at, lines: [] };
      rounds.push(round);
    }
    round.to = at + 1;
    const text = describeAction(action, names);
    if (text.length > 0) round.lines.push({ at, type: action.type, text });
  });
  return rounds;
}

const LogRound = memo(function LogRound({ lines }: { lines: readonly Line[] }) {
  return lines.map(({ at, type, text }) => (
    <li key={at} className={`battle-log__line battle-log__line--${type}`}>
      {text}
    </li>
  ));
});
