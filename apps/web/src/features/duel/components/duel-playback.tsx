import type { DuelResult } from '@alchemy/contracts';
import { useEffect, useEffectEvent, useMemo, type CSSProperties } from 'react';
import { playCreateSound, playFailSound } from '@/lib/sound';
import { cardNames, playerWon } from '../duel-actions';
import { initialView } from '../playback-state';
import { useDuelPlayback } from '../use-playback';
import { BattleLog } from './battle-log';
import { DuelCard } from './duel-card';
import { PlaybackControls } from './playback-controls';
import { ResultOverlay, type ResultExtras } from './result-overlay';
import { ShaderBackground } from './shader-background';
import './duel-playback.css';
import './duel-card.css';

interface DuelPlaybackProps {
  result: DuelResult;
  /** Rewards and sharing for a fresh duel; null for a replay. */
  extras: ResultExtras | null;
  /** Once, when the last action has played or the player skipped to the end. */
  onFinished?: () => void;
}

/**
 * The fight, replayed from the server's action list: the animation and the battle log
 * read the same list, then the result overlay (docs/RULES.md, "Duel playback").
 */
export function DuelPlayback({ result, extras, onFinished }: DuelPlaybackProps) {
  // Checked in full by DuelResultSchema when it arrived: the engine's DuelAction[] as is.
  const actions = result.animationSequence;
  const names = useMemo(() => cardNames(result.playerCards, result.opponentCards), [result]);
  const start = useMemo(() => initialView(result.playerCards, result.opponentCards), [result]);
  const { run, speed, setSpeed, skip } = useDuelPlayback(actions, start);
  const won = playerWon(result);
  const { view } = run;

  // The sound and the caller's refresh each in a task of their own: with the result
  // dialog's opening in the same task they held a slow phone's main thread for 100 ms.
  const finish = useEffectEvent(() => {
    window.setTimeout(won ? playCreateSound : playFailSound);
    if (onFinished) window.setTimeout(onFinished);
  });
  useEffect(() => {
    if (run.done) finish();
  }, [run.done]);

  const side = (ids: readonly string[]) =>
    ids.map((id) => {
      const card = view.cards[id];
      return card ? <DuelCard key={id} card={card} speed={speed} /> : null;
    });

  return (
    <div
      className="duel-playback"
      data-testid="duel-playback"
      style={{ '--duel-speed': speed } as CSSProperties}
    >
      <ShaderBackground />
      <div className="duel-playback__layout">
        <section className="duel-field" aria-label="Duel">
          <header className="duel-field__bar">
            <p className="duel-field__round" aria-live="polite">
              {view.round > 0 ? `Round ${view.round}` : 'Get ready'}
            </p>
            <PlaybackControls speed={speed} done={run.done} onSpeed={setSpeed} onSkip={skip} />
          </header>
          <div className="duel-side duel-side--opponent" aria-label="Opponent cards">
            {side(view.opponentIds)}
          </div>
          <p className="duel-vs" aria-label="versus">
            VS
          </p>
          <div className="duel-side duel-side--player" aria-label="Your cards">
            {side(view.playerIds)}
          </div>
        </section>
        <BattleLog actions={actions} played={run.next} names={names} />
      </div>
      <ResultOverlay open={run.done} won={won} extras={extras} />
    </div>
  );
}
