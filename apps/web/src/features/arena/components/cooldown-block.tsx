import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { cooldownText } from '../cooldown';

/** The wait before the next duel, counting down (docs/RULES.md, "Arena and duels"). */
export function CooldownBlock({ seconds }: { seconds: number }) {
  return (
    <Panel className="arena-cooldown" aria-live="polite">
      <span className="arena-cooldown__glass" aria-hidden="true">
        <Icon name="sands-of-time" size="48px" />
      </span>
      <p className="arena-cooldown__text" data-testid="duel-cooldown">
        {cooldownText(seconds)}
      </p>
      <p className="arena-cooldown__hint">The arena crew is raking the sands for the next bout.</p>
    </Panel>
  );
}
