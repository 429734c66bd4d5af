import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/lab: card crafting arrives in a later issue. */
export function LabScreen() {
  return (
    <ComingSoon
      title="Lab"
      icon="test-tubes"
      tagline="The glassware is still cooling: battle cards will be forged here."
    />
  );
}
