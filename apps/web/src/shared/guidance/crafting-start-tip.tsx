import { cardNeeds, recipeText } from './card-needs';
import { GuidanceTip } from './guidance-tip';
import { useGuidance } from './use-guidance';

/**
 * The first crafting screen: what a run is for. Only crafted items still held when the run
 * ends reach the Lab, and a card needs DIFFERENT items, so a newcomer who knows this ends
 * the run holding several different ones instead of one long chain's last result.
 */
export function CraftingStartTip({ level }: { level: number }) {
  const tip = useGuidance('crafting-start');
  if (!tip.show) return null;
  const recipe = recipeText(cardNeeds(level, []));
  return (
    <GuidanceTip label="Tip: how crafting leads to a battle card" onDismiss={tip.dismiss}>
      <p>
        Every crafted item you still hold when the run ends goes to your Lab. A battle card needs{' '}
        <strong>{recipe}</strong>: make your first item more than once, then combine the copies with
        different elements. Chaining each new item into the next craft (or a failed craft) can leave
        nothing.
      </p>
    </GuidanceTip>
  );
}
