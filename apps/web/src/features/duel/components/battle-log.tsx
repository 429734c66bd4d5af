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
  // Every line written once; each step shows one more (and draws only that one).
  const written = useMemo(
    () => actions.map((action) => ({ type: action.type, text: describeAction(action, names) })),
    [actions, names],
  );
  const lines = written.slice(0, played).filter((line) => line.text.length > 0);

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
      <ol ref={listRef} className="battle-log__lines" aria-live="off" data-testid="battle-log">
        {lines.map(({ type, text }, index) => (
          <LogLine key={index} type={type} text={text} />
        ))}
        {ending && <li className="battle-log__line battle-log__line--ending">{ending}</li>}
      </ol>
    </details>
  );
}

const LogLine = memo(function LogLine({ type, text }: { type: string; text: string }) {
  return <li className={`battle-log__line battle-log__line--${type}`}>{text}</li>;
});
