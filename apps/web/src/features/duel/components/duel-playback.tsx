import clsx from 'clsx';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAudioUnlock } from '@/lib/sound';
import { cardNames, playerWon, type PlaybackDuel } from '../duel-actions';
import { playActionSound, playDuelSound, prepareDuelSounds } from '../duel-sounds';
import { endReason } from '../end-reason';
import { fieldArtWidth } from '../field-size';
import { initialView, type PlaybackView } from '../playback-state';
import { useDuelPlayback } from '../use-playback';
import { BattleLog } from './battle-log';
import { DuelCard, type Outcome } from './duel-card';
import { PlaybackControls } from './playback-controls';
import { ResultOverlay, type ResultExtras } from './result-overlay';
import { ShaderBackground } from './shader-background';
import './duel-playback.css';
import './duel-card.css';
import './duel-fx.css';
import './duel-result.css';

interface DuelPlaybackProps {
  duel: PlaybackDuel;
  /** The player's own fight ('You Won!'), or a visitor's view of a shared one. */
  viewer: 'player' | 'visitor';
  /**
   * 'Replay': the fight shown again from the start; 'Resumed': picked up where a reloaded
   * page had reached. Null for a fight as it is first shown.
   */
  label: 'Replay' | 'Resumed' | null;
  /** The step to begin at (a resumed fight), 0 for the start. */
  startAt?: number;
  /** Rewards and sharing for a fresh duel; null for a replay. */
  extras: ResultExtras | null;
  /** The result's ways on ('Return to Arena', 'Play Alchemy Arena'). */
  endActions: ReactNode;
  /** After every step: how many actions have played, and whether the fight has ended. */
  onProgress?: (played: number, done: boolean) => void;
  /** Once, when the last action has played or the player skipped to the end. */
  onFinished?: () => void;
}

/**
 * Sizes the creatures to the field, measured when it changes size: a pixel value, so no
 * style on the field depends on its layout while the fight plays (a container query did,
 * and made every step's style and layout dearer).
 */
function useArtWidth(fieldRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const apply = (width: number) =>
      field.style.setProperty('--art-width', `${fieldArtWidth(width)}px`);
    apply(field.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) apply(entry.contentRect.width);
    });
    observer.observe(field);
    return () => observer.disconnect();
  }, [fieldRef]);
}

/**
 * The fight, replayed from the server's action list: the two creatures facing each other,
 * every action with its own motion, look and sound, the battle log written from the same
 * list, then the result with why it ended (docs/RULES.md, "Duel playback").
 */
export function DuelPlayback({
  duel,
  viewer,
  label,
  startAt = 0,
  extras,
  endActions,
  onProgress,
  onFinished,
}: DuelPlaybackProps) {
  // Checked in full by the contract when it arrived: the engine's DuelAction[] as is.
  const actions = duel.animationSequence;
  const names = useMemo(() => cardNames(duel.playerCards, duel.opponentCards), [duel]);
  const start = useMemo(() => initialView(duel.playerCards, duel.opponentCards), [duel]);
  const { run, speed, setSpeed, skip } = useDuelPlayback(actions, start, startAt);
  const won = playerWon(duel);
  const reason = useMemo(() => endReason(actions, names, won), [actions, names, won]);
  const fieldRef = useRef<HTMLElement>(null);
  const playedRef = useRef(run.next);
  const { view } = run;
  useArtWidth(fieldRef);
  // A replay opened from a link has had no tap yet: the first one lets sound play.
  useAudioUnlock();

  // The sounds' shared noise is made in a task of its own before the first action (400 ms
  // after the screen), not at the fight's first blow.
  useEffect(() => {
    const timer = window.setTimeout(prepareDuelSounds);
    return () => window.clearTimeout(timer);
  }, []);

  // Each action's sound, and the progress a reload resumes from, in the task right after
  // the step's render (so with the frame its picture appears): in the render's own task
  // they made it one long task on the playback bench's 4x slower phone. Every step's timer
  // runs, in order, even when the next step has rendered first; none after leaving.
  const leftRef = useRef(false);
  useEffect(() => {
    leftRef.current = false;
    return () => {
      leftRef.current = true;
    };
  }, []);
  const stepped = useEffectEvent((played: number, shown: PlaybackView) => {
    if (leftRef.current) return;
    const before = playedRef.current;
    playedRef.current = played;
    onProgress?.(played, run.done);
    // A skip folds the rest at once: no burst of every sound, only the end's.
    if (played !== before + 1) return;
    const action = actions[played - 1];
    if (!action) return;
    playActionSound(action, shown, speed);
  });
  useEffect(() => {
    const played = run.next;
    window.setTimeout(() => stepped(played, view));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per step, with its view
  }, [run.next]);

  // The sound and the caller's refresh each in a task of their own: with the result
  // dialog's opening in the same task they held a slow phone's main thread for 100 ms.
  const finish = useEffectEvent(() => {
    onProgress?.(run.next, true);
    const mood = viewer === 'visitor' || won ? 'win' : 'loss';
    window.setTimeout(() => playDuelSound(mood));
    if (onFinished) window.setTimeout(onFinished);
  });
  useEffect(() => {
    if (run.done) finish();
  }, [run.done]);

  const winnerSide = won ? view.playerIds : view.opponentIds;
  const outcomeOf = (id: string): Outcome => {
    if (!run.done) return null;
    return winnerSide.includes(id) ? 'victor' : 'beaten';
  };
  const side = (ids: readonly string[]) =>
    ids.map((id) => {
      const card = view.cards[id];
      return card ? <DuelCard key={id} card={card} speed={speed} outcome={outcomeOf(id)} /> : null;
    });

  const winnerName = names[winnerSide[0] ?? ''] ?? '';
  const title = viewer === 'visitor' ? `${winnerName} won!` : won ? 'You Won!' : 'You Lost!';

  return (
    <div
      className={clsx('duel-playback', run.done && 'duel-playback--done')}
      data-testid="duel-playback"
      style={{ '--duel-speed': speed } as CSSProperties}
    >
      <ShaderBackground />
      <div className="duel-playback__layout">
        <section ref={fieldRef} className="duel-field" aria-label="Duel">
          <header className="duel-field__bar">
            <p className="duel-field__round" aria-live="polite">
              {label && <span className="duel-field__label">{label}</span>}
              <span key={view.round} className="duel-field__round-text">
                {view.round > 0 ? `Round ${view.round}` : 'Get ready'}
              </span>
            </p>
            <PlaybackControls speed={speed} done={run.done} onSpeed={setSpeed} onSkip={skip} />
          </header>
          <div
            className="duel-side duel-side--player"
            aria-label="Your cards"
            data-count={view.playerIds.length}
          >
            {side(view.playerIds)}
          </div>
          <p className="duel-vs" aria-label="versus">
            VS
          </p>
          <div
            className="duel-side duel-side--opponent"
            aria-label="Opponent cards"
            data-count={view.opponentIds.length}
          >
            {side(view.opponentIds)}
          </div>
        </section>
        <BattleLog
          actions={actions}
          played={run.next}
          names={names}
          ending={run.done ? reason : null}
        />
      </div>
      <ResultOverlay
        open={run.done}
        title={title}
        mood={viewer === 'visitor' || won ? 'won' : 'lost'}
        reason={reason}
        extras={extras}
        replay={label === 'Replay'}
      >
        {endActions}
      </ResultOverlay>
    </div>
  );
}
