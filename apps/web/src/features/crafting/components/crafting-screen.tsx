import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/crafting: the crafting game arrives in a later issue. */
export function CraftingScreen() {
  return (
    <ComingSoon title="Crafting" icon="cauldron" tagline="The alchemy bench is being prepared.">
      <ButtonLink to="/game/crafting/new" variant="secondary" icon="scroll-unfurled">
        Start a New Game
      </ButtonLink>
    </ComingSoon>
  );
}
