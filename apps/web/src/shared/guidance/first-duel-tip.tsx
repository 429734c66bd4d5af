import { GuidanceTip } from './guidance-tip';
import { useGuidance } from './use-guidance';

/** Under the first duel's result: what comes next, so the loop is clear. */
export function FirstDuelTip({ won }: { won: boolean }) {
  const tip = useGuidance('first-duel');
  if (!tip.show) return null;
  return (
    <GuidanceTip
      label="Tip: what to do next"
      icon="compass"
      onDismiss={tip.dismiss}
      className="guidance-tip--result"
    >
      <p>
        {won ? 'Well fought! ' : 'Every duel still earns experience. '}
        The next duel opens in the Arena after a short wait. Meanwhile, play crafting runs and forge
        more cards in the Lab: levels unlock new elements and card classes.
      </p>
    </GuidanceTip>
  );
}
