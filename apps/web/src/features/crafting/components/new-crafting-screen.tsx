import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/crafting/new: the starting-item allocation arrives with the crafting game. */
export function NewCraftingScreen() {
  return (
    <ComingSoon
      title="Start a New Game"
      icon="scroll-unfurled"
      tagline="The ingredient shelves are still being stocked."
    >
      <ButtonLink to="/game/crafting" variant="ghost">
        Back to Crafting
      </ButtonLink>
    </ComingSoon>
  );
}
