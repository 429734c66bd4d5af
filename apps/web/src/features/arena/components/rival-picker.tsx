import type { Duel, Rival, RivalKind } from '@alchemy/contracts';
import { DAY_TURN_HOUR_UTC, PAID_DUELS_PER_DAY } from '@alchemy/game-rules';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { Panel } from '@/components/ui/panel';
import { formatNumber } from '@/lib/format';
import { useRivalMoves } from '../api/rivals';
import { playRivalChosenSound } from '../rival-sounds';
import './rival-picker.css';

const KIND_LOOK: Record<RivalKind, { label: string; icon: GameIconName }> = {
  safer: { label: 'Safer', icon: 'shield' },
  even: { label: 'Even', icon: 'sword-clash' },
  stronger: { label: 'Stronger', icon: 'dragon-head' },
};

/** The hour the game day turns, as '00:00'. */
const dayTurn = `${String(DAY_TURN_HOUR_UTC).padStart(2, '0')}:00`;

/**
 * 'Choose your rival' (docs/RULES.md, "Three rivals"): three opponents with the chance of
 * the player's strongest cards against each and what a win pays. One tap chooses, and the
 * choice holds until the duel is fought; new rivals can be drawn a few times a day. Below,
 * what is left of the day's purse: past it, duels give experience only.
 */
export function RivalPicker({ duel }: { duel: Duel }) {
  const { choose, refresh } = useRivalMoves();
  if (duel.rivals.length === 0) return null;
  const busy = choose.isPending || refresh.isPending;
  const locked = duel.chosenRival !== null;
  const fighting = duel.chosenRival ?? 'even';

  const pick = (kind: RivalKind) => {
    if (busy || locked) return;
    playRivalChosenSound(kind);
    choose.mutate({ duelId: duel.id, kind });
  };

  return (
    <Panel className="rivals" aria-labelledby="rivals-title">
      <div className="rivals__head">
        <h2 id="rivals-title" className="arena-section-title">
          <Icon name="swords-emblem" />
          Choose your rival
        </h2>
        <p className="rivals__hint" aria-live="polite">
          {locked
            ? 'Your rival is chosen until this duel is fought.'
            : 'Tap a rival to face them. Odds are for your strongest cards.'}
        </p>
      </div>
      <ul className="rivals__list">
        {duel.rivals.map((rival) => (
          <li key={rival.kind}>
            <RivalTile
              rival={rival}
              pays={duel.paidDuelsLeft > 0}
              chosen={locked && rival.kind === fighting}
              disabled={busy || (locked && rival.kind !== fighting)}
              onPick={() => pick(rival.kind)}
            />
          </li>
        ))}
      </ul>
      <p className="rivals__purse-left" data-testid="paid-duels-left">
        <Icon name="two-coins" size="16px" />
        {duel.paidDuelsLeft > 0
          ? `Paid duels today: ${duel.paidDuelsLeft} of ${PAID_DUELS_PER_DAY} left`
          : `Today's purse is spent: duels give experience only until the day turns at ${dayTurn} UTC.`}
      </p>
      <div className="rivals__refresh">
        <Button
          variant="ghost"
          icon="anticlockwise-rotation"
          disabled={busy || duel.refreshesLeft === 0}
          onClick={() => refresh.mutate(duel.id)}
        >
          {duel.refreshesLeft > 0
            ? `New rivals · ${duel.refreshesLeft} left`
            : 'No new rivals today'}
        </Button>
      </div>
    </Panel>
  );
}

interface RivalTileProps {
  rival: Rival;
  /** Whether a duel still pays today (the day's purse). */
  pays: boolean;
  chosen: boolean;
  disabled: boolean;
  onPick: () => void;
}

function RivalTile({ rival, pays, chosen, disabled, onPick }: RivalTileProps) {
  const look = KIND_LOOK[rival.kind];
  const { opponent, purse } = rival;
  return (
    <button
      type="button"
      className={clsx('rival', `rival--${rival.kind}`, chosen && 'rival--chosen')}
      data-testid={`rival-${rival.kind}`}
      aria-pressed={chosen}
      aria-disabled={disabled && !chosen}
      onClick={disabled ? undefined : onPick}
    >
      <span className="rival__kind">
        <span className="sr-only">Rival: </span>
        <Icon name={chosen ? 'check-mark' : look.icon} size="14px" />
        {look.label}
        {chosen && <span className="rival__chosen">Chosen</span>}
      </span>
      <span className="rival__art">
        <img src={opponent.card.imageUrl} alt="" width={200} height={280} draggable={false} />
        <span className="rival__level">Lvl {opponent.level}</span>
      </span>
      <span className="rival__name">{opponent.card.name}</span>
      <span className="rival__chance">
        {rival.winChance === null ? '?' : `${rival.winChance}%`}
        <span className="rival__chance-label">to win</span>
      </span>
      {pays ? (
        <span className="rival__purse">
          <span>
            <Icon name="two-coins" size="14px" />+{formatNumber(purse.credits)}
            <span className="sr-only"> credits,</span>
          </span>
          <span>
            <Icon name="powder" size="14px" />+{formatNumber(purse.magicDust)}
            <span className="sr-only"> dust if you win</span>
          </span>
        </span>
      ) : (
        <span className="rival__purse rival__purse--spent">Experience only today</span>
      )}
    </button>
  );
}
