import type { RaceAttempt, RaceTarget } from '@alchemy/contracts';
import { useState } from 'react';
import {
  CraftingProgressDialog,
  FailedCraftDialog,
  ResultDialog,
} from '@/shared/crafting/crafting-dialogs';
import { DragPointer } from '@/shared/crafting/drag-pointer';
import { ItemGrid } from '@/shared/crafting/item-grid';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-error';
import { showSnackbar } from '@/lib/snackbar-store';
import { playFailSound, playRefusedSound } from '@/lib/sound';
import { useGiveUpRace } from '../api/give-up-race';
import {
  craftsText,
  GIVE_UP,
  GIVE_UP_FAILED,
  GIVE_UP_PRACTICE,
  GIVE_UP_SCORED,
  GIVE_UP_TITLE,
  KEEP_RACING,
  NO_HINTS_NOTE,
  PRACTICE_BADGE,
  PRACTICE_NOTE,
  YOUR_ITEMS,
} from '../race-texts';
import { useRaceCraft } from '../use-race-craft';
import { RaceClock } from './race-clock';
import { RaceTargetCard } from './race-target';

interface RacePlayProps {
  target: RaceTarget;
  attempt: RaceAttempt;
  /** When the attempt's answer arrived (this device's clock), for the running time. */
  receivedAtMs: number;
}

/**
 * A race under way: the target, crafts made and the running time on top, the race's own
 * items below, crafted by two clicks or a drag as in the crafting game. No hint.
 */
export function RacePlay({ target, attempt, receivedAtMs }: RacePlayProps) {
  const flow = useRaceCraft(attempt.items, attempt.status === 'playing');
  const [pointer] = useState(() => new DragPointer());
  const [askingGiveUp, setAskingGiveUp] = useState(false);
  const { mutateAsync: giveUpRace, isPending: givingUp } = useGiveUpRace();

  const giveUp = async () => {
    try {
      await giveUpRace();
      playFailSound();
    } catch (error) {
      playRefusedSound();
      showSnackbar(error instanceof ApiError && error.message ? error.message : GIVE_UP_FAILED, {
        type: 'error',
      });
    }
    setAskingGiveUp(false);
  };

  return (
    <section className="race-play" aria-label="Race under way">
      {!attempt.scored && (
        <p className="race-practice" role="note">
          <Icon name="anticlockwise-rotation" size="1.2em" />
          <span>
            <strong>{PRACTICE_BADGE}.</strong> {PRACTICE_NOTE}
          </span>
        </p>
      )}
      <div className="race-bar">
        <RaceTargetCard target={target} size="compact" />
        <dl className="race-bar__stats">
          <div className="race-stat">
            <dt className="race-stat__label">Crafts</dt>
            <dd className="race-stat__value">
              <span className="sr-only">{craftsText(attempt.crafts)}</span>
              <span aria-hidden="true" data-testid="race-crafts">
                {attempt.crafts}
              </span>
            </dd>
          </div>
          <div className="race-stat">
            <dt className="race-stat__label">Time</dt>
            <dd>
              <RaceClock
                reading={{
                  timeMs: attempt.timeMs,
                  running: attempt.firstCraftAt !== null && attempt.status === 'playing',
                  receivedAtMs,
                }}
              />
            </dd>
          </div>
        </dl>
        <Button
          variant="ghost"
          icon="cancel"
          className="race-bar__give-up"
          onClick={() => setAskingGiveUp(true)}
        >
          <span className="race-bar__give-up-text">{GIVE_UP}</span>
        </Button>
      </div>
      <div className="race-play__items">
        <h2 className="race-play__title">
          {YOUR_ITEMS}
          <span className="race-play__note">{NO_HINTS_NOTE}</span>
        </h2>
        <ItemGrid
          items={attempt.items}
          selection={flow.selection}
          inspectedId={flow.inspectedId}
          onPick={flow.pick}
          onCraft={flow.craft}
          pointer={pointer}
        />
      </div>
      <CraftingProgressDialog pair={flow.crafting} />
      <FailedCraftDialog open={flow.failed} onClose={flow.closeFailed} dustRefund={false} />
      <ResultDialog result={flow.created} onClose={flow.closeCreated} />
      <ConfirmDialog
        open={askingGiveUp}
        title={GIVE_UP_TITLE}
        confirmLabel={GIVE_UP}
        cancelLabel={KEEP_RACING}
        tone="danger"
        icon="cancel"
        busy={givingUp}
        onConfirm={() => void giveUp()}
        onCancel={() => setAskingGiveUp(false)}
      >
        <p>{attempt.scored ? GIVE_UP_SCORED : GIVE_UP_PRACTICE}</p>
      </ConfirmDialog>
    </section>
  );
}
