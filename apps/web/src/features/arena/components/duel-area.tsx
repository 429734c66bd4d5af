import type { BattleCard, Duel } from '@alchemy/contracts';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { BattleCardFace, battleCardLabel } from '@/components/ui/battle-card-face';
import { startReadiness } from '../arena-slots';
import { DuelSlot } from './duel-slot';
import { WinOdds } from './win-odds';

interface DuelAreaProps {
  duel: Duel;
  /** One entry per slot: the card in it, or null. */
  slotCards: readonly (BattleCard | null)[];
  starting: boolean;
  onOpenOpponent: (card: BattleCard) => void;
  onClearSlot: (index: number) => void;
  onStart: () => void;
}

/** The opponent, 'VS', the player's slots and 'Start Duel' (docs/RULES.md, "Arena and duels"). */
export function DuelArea({
  duel,
  slotCards,
  starting,
  onOpenOpponent,
  onClearSlot,
  onStart,
}: DuelAreaProps) {
  const readiness = startReadiness(slotCards.map((card) => card?.id ?? null));
  return (
    <Panel className="duel-area" aria-labelledby="duel-area-title">
      <h2 id="duel-area-title" className="arena-section-title">
        <Icon name="sword-clash" />
        Next Duel
      </h2>
      <div className="duel-area__stage">
        <div className="duel-area__side duel-area__side--opponent">
          <p className="duel-area__label">Opponent</p>
          <button
            type="button"
            className="arena-card arena-card--opponent"
            data-testid="duel-opponent"
            onClick={() => onOpenOpponent(duel.opponent)}
          >
            {/* Named by words beside a face for the eyes: an aria-label would not contain
                the face's visible text (label-content-name-mismatch). */}
            <span aria-hidden="true" style={{ display: 'contents' }}>
              <BattleCardFace card={duel.opponent} showStats />
            </span>
            <span className="sr-only">{`Opponent: ${battleCardLabel(duel.opponent)}`}</span>
          </button>
        </div>
        <p className="duel-area__vs" aria-label="versus">
          VS
        </p>
        <div className="duel-area__side duel-area__side--player">
          <p className="duel-area__label">Your cards</p>
          <ol className="duel-area__slots" data-slots={slotCards.length}>
            {slotCards.map((card, index) => (
              <li key={index}>
                <DuelSlot index={index} card={card} onClear={onClearSlot} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      {/* The opponent is part of the key: choosing a rival changes it within one duel. */}
      <WinOdds duelId={`${duel.id}:${duel.opponent.id}`} slotCards={slotCards} />
      <div className="duel-area__start">
        {/* Looks ready only when the slots are filled; a press before still says why not. */}
        <Button
          icon="crossed-swords"
          block
          variant={readiness.ready ? 'primary' : 'secondary'}
          className={clsx(readiness.ready ? 'duel-area__go--ready' : 'duel-area__go--waiting')}
          aria-describedby={readiness.hint ? 'duel-start-hint' : undefined}
          onClick={onStart}
          disabled={starting}
        >
          {starting ? 'Starting...' : 'Start Duel'}
        </Button>
        {readiness.hint && (
          <p id="duel-start-hint" className="duel-area__start-hint" data-testid="duel-start-hint">
            {readiness.hint}
          </p>
        )}
      </div>
    </Panel>
  );
}
