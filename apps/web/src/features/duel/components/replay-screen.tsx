import { useParams } from 'react-router';
import { useDuelReplay } from '../api/get-duel-replay';
import { shareReplay } from '../share-replay';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';
import { ReplayMissing } from './replay-missing';
import { ReturnToArena } from './return-to-arena';

/**
 * /game/arena/replay/{duelId}: one of the player's own fought duels played again from the
 * start ('Watch again'), marked 'Replay', with what it earned and its public link to share.
 */
export function ReplayScreen() {
  const { duelId = '' } = useParams();
  const replay = useDuelReplay(duelId);

  if (replay.data) {
    const result = replay.data;
    return (
      <LazyDuelPlayback
        key={duelId}
        duel={result}
        viewer="player"
        label="Replay"
        extras={{
          levelUp: false,
          experienceGained: result.experienceGained,
          reward: result.reward,
          rating: result.rating,
          onShare: () => void shareReplay(result.replayId, 'A duel in Alchemy Arena'),
        }}
        endActions={<ReturnToArena />}
      />
    );
  }
  if (replay.isError) return <ReplayMissing error={replay.error} way={<ReturnToArena />} />;
  return <DuelLoading label="Loading the replay" />;
}
