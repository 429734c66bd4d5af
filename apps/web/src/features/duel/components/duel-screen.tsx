import type { DuelResult } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { battleCardsKey, useBattleCards } from '@/shared/queries/battle-cards-query';
import { clearFreshDuel, freshDuelFor } from '@/shared/duel/duel-handoff';
import { useProfile } from '@/shared/queries/profile-query';
import { queryKeys } from '@/shared/queries/query-keys';
import { useLatestDuel } from '../api/get-latest-duel';
import { readDuelProgress, saveDuelProgress } from '../duel-progress';
import { isDuelWithCards } from '../duel-route';
import { shareReplay } from '../share-replay';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';
import { ReturnToArena } from './return-to-arena';

const ARENA_PATH = '/game/arena';

/**
 * /game/arena/{cardIds}: the duel the arena just started. The guard: no ids, or an id that is
 * not one of the player's cards, and the player goes back to the arena. On a reload nothing
 * was handed over in memory: the player's last duel is fetched and, when it was fought with
 * these cards, picked up where this tab had reached (or shown again from the start, marked
 * 'Replay', when it never showed it); otherwise the player goes back to the arena.
 */
export function DuelScreen() {
  const { cardIds = '' } = useParams();
  const [fresh] = useState(() => freshDuelFor(cardIds));
  const cards = useBattleCards();
  const latest = useLatestDuel(cardIds !== '' && !fresh);

  if (!cardIds || cards.isError) return <Navigate to={ARENA_PATH} replace />;
  if (!cards.data) {
    return <DuelLoading label="Loading the duel" />;
  }
  const owned = new Set(cards.data.map((card) => card.id));
  if (!cardIds.split(',').every((id) => owned.has(id))) {
    return <Navigate to={ARENA_PATH} replace />;
  }
  if (fresh) return <FreshDuel result={fresh.result} levelBefore={fresh.levelBefore} />;
  if (latest.isError) return <Navigate to={ARENA_PATH} replace />;
  if (!latest.data) return <DuelLoading label="Loading the duel" />;
  if (!isDuelWithCards(latest.data, cardIds)) return <Navigate to={ARENA_PATH} replace />;
  return <ReloadedDuel result={latest.data} />;
}

const remember = (result: DuelResult) => (played: number, done: boolean) =>
  saveDuelProgress({ duelId: result.id, played, done });

const share = (result: DuelResult) => () =>
  void shareReplay(result.replayId, 'A duel in Alchemy Arena');

/** The last duel again after a reload: it counted already, so no level-up is claimed. */
function ReloadedDuel({ result }: { result: DuelResult }) {
  const [progress] = useState(() => readDuelProgress(result.id));
  return (
    <LazyDuelPlayback
      key={result.id}
      duel={result}
      viewer="player"
      label={progress ? 'Resumed' : 'Replay'}
      startAt={progress?.played ?? 0}
      extras={{
        levelUp: false,
        experienceGained: result.experienceGained,
        reward: result.reward,
        rating: result.rating,
        onShare: share(result),
      }}
      endActions={<ReturnToArena />}
      onProgress={remember(result)}
    />
  );
}

function FreshDuel({ result, levelBefore }: { result: DuelResult; levelBefore: number }) {
  const queryClient = useQueryClient();
  const { data: profile } = useProfile();
  const [finished, setFinished] = useState(false);
  const finishedRef = useRef(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      queryClient.invalidateQueries({ queryKey: battleCardsKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.currentSeason }),
    ]);

  // Leaving before the end still refreshes the profile (experience, level): docs/RULES.md,
  // "Duel playback". The arena's 'Your last duel' already holds the result.
  useEffect(
    () => () => {
      if (!finishedRef.current) void refresh();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on unmount only
    [],
  );

  const onFinished = () => {
    finishedRef.current = true;
    setFinished(true);
    clearFreshDuel(result);
    void refresh();
  };

  return (
    <LazyDuelPlayback
      duel={result}
      viewer="player"
      label={null}
      onFinished={onFinished}
      onProgress={remember(result)}
      extras={{
        // Read after the refresh: the profile's level once the duel is counted.
        levelUp: finished && profile !== undefined && profile.level > levelBefore,
        experienceGained: result.experienceGained,
        reward: result.reward,
        // After the refresh, so the balances' '+N' shows as the coins land.
        payFlies: finished,
        rating: result.rating,
        onShare: share(result),
      }}
      endActions={<ReturnToArena />}
    />
  );
}
