import type { StreakMilestoneView } from '@alchemy/contracts';
import { RewardChips } from '@/shared/reward/reward-chips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';

/** A streak milestone reached: the chest opens, its reward is already in the purse. */
export function MilestoneDialog({
  milestone,
  onClose,
}: {
  milestone: StreakMilestoneView | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={milestone !== null}
      onClose={onClose}
      label={milestone ? `${milestone.days}-day streak` : 'Streak milestone'}
      className="milestone"
    >
      {milestone && (
        <div className="milestone__body">
          <span className="milestone__chest" aria-hidden="true">
            <Icon name="open-treasure-chest" size="88px" />
          </span>
          <h2>{milestone.days}-day streak!</h2>
          <p>Your chest holds</p>
          <RewardChips reward={milestone.reward} className="milestone__reward" />
          <Button icon="flame" onClick={onClose}>
            Keep it burning
          </Button>
        </div>
      )}
    </Dialog>
  );
}
