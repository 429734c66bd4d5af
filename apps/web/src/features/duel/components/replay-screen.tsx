import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { useDuelReplay } from '../api/get-duel-replay';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';

/** /game/arena/replay/{duelId}: a fought duel played again, showing only who won. */
export function ReplayScreen() {
  const { duelId = '' } = useParams();
  const replay = useDuelReplay(duelId);

  if (replay.data) return <LazyDuelPlayback key={duelId} result={replay.data} extras={null} />;
  if (replay.isError) {
    return (
      <Panel className="duel-missing">
        <Icon name="scroll-unfurled" size="40px" />
        <p>This replay could not be found.</p>
        <ButtonLink to="/game/arena" icon="crossed-swords">
          Return to Arena
        </ButtonLink>
      </Panel>
    );
  }
  return <DuelLoading label="Loading the replay" />;
}
