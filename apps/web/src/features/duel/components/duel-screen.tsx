import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/arena/{cardIds}: duel playback arrives with the duel engine. */
export function DuelScreen() {
  return (
    <ComingSoon title="Duel" icon="swords-emblem" tagline="The duel is still being choreographed.">
      <ButtonLink to="/game/arena" icon="crossed-swords">
        Return to Arena
      </ButtonLink>
    </ComingSoon>
  );
}
