import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { UnreadableDuelError } from '@/lib/duel-result';
import { useDuelReplay } from '../api/get-duel-replay';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';

/** /game/arena/replay/{duelId}: a fought duel played again, showing only who won. */
export function ReplayScreen() {
  const { duelId = '' } = useParams();
  const replay = useDuelReplay(duelId);

  if (replay.data) return <LazyDuelPlayback key={duelId} result={replay.data} extras={null} />;
  if (replay.isError) {
    // The duel exists but this client cannot read it (lib/duel-result.ts says why nothing
    // of it is played): say so and offer the reload that updates the game, rather than
    // pretend the replay is missing.
    const unreadable = replay.error instanceof UnreadableDuelError;
    return (
      <Panel className="duel-missing">
        <Icon name="scroll-unfurled" size="40px" />
        <p>{unreadable ? replay.error.message : 'This replay could not be found.'}</p>
        {unreadable && (
          <Button icon="anticlockwise-rotation" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )}
        <ButtonLink to="/game/arena" icon="crossed-swords">
          Return to Arena
        </ButtonLink>
      </Panel>
    );
  }
  return <DuelLoading label="Loading the replay" />;
}
