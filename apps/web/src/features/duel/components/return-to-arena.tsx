import { ButtonLink } from '@/components/ui/button-link';

/** The result's way back for the player's own fights (docs/RULES.md, "Duel playback"). */
export function ReturnToArena() {
  return (
    <ButtonLink to="/game/arena" icon="crossed-swords">
      Return to Arena
    </ButtonLink>
  );
}
