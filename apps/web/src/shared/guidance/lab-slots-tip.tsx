import type { LabItem } from '@alchemy/contracts';
import { ButtonLink } from '@/components/ui/button-link';
import { canForge, cardNeeds, missingText, recipeText } from './card-needs';
import { GuidanceTip } from './guidance-tip';
import { useGuidance } from './use-guidance';

interface LabSlotsTipProps {
  level: number;
  labItems: readonly LabItem[] | undefined;
}

/** The Lab's first opening: how the slots make a card, and whether the Lab holds enough. */
export function LabSlotsTip({ level, labItems }: LabSlotsTipProps) {
  const tip = useGuidance('lab-slots');
  if (!tip.show || !labItems) return null;
  const needs = cardNeeds(level, labItems);
  const ready = canForge(needs);
  return (
    <GuidanceTip
      label="Tip: how the slots make a battle card"
      icon="visored-helm"
      onDismiss={tip.dismiss}
      actions={
        !ready && (
          <ButtonLink to="/game/crafting" icon="cauldron" variant="secondary" onClick={tip.dismiss}>
            Go to Crafting
          </ButtonLink>
        )
      }
    >
      <p>
        Each slot of the warrior takes one item of its rarity: fill them with{' '}
        <strong>{recipeText(needs)}</strong>. The same item cannot fill two slots. Drag an item onto
        the warrior, or click it and choose Add to slot, then press Craft Battle Card.
      </p>
      {ready ? (
        <p>Your Lab holds enough for a card now.</p>
      ) : (
        <p>
          Your Lab still needs {missingText(needs)}. Play another crafting run: what you hold at its
          end comes here.
        </p>
      )}
    </GuidanceTip>
  );
}
