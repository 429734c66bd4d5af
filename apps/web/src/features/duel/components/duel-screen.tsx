import type { DuelResult } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { battleCardsKey, useBattleCards } from '@/lib/battle-cards-query';
import { clearFreshDuel, freshDuelFor } from '@/lib/duel-handoff';
import { useProfile } from '@/lib/profile-query';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { useLatestDuel } from '../api/get-latest-duel';
import { isDuelWithCards } from '../duel-route';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';

const ARENA_PATH = '/game/arena';
const REPLAY_COPIED = 'Replay link copied to clipboard!';

/**
 * /game/arena/{cardIds}: the duel the arena just started. The guard: no ids, or an id that is
 * not one of the player's cards, and the player goes back to the arena. On a reload nothing
 * was handed over in memory: the player's last duel is fetched and shown again when it was
 * fought with these cards, else the player goes back to the arena (issue 14).
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

/** The last duel again after a reload: it counted already, so no level-up is claimed. */
function ReloadedDuel({ result }: { result: DuelResult }) {
  return (
    <LazyDuelPlayback
      key={result.id}
      result={result}
      extras={{ levelUp: false, experienceGained: result.experienceGained }}
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
    ]);

  // Leaving before the end still refreshes the profile (experience, level): docs/RULES.md,
  // "Duel playback".
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

  const share = () => {
    const link = `${window.location.origin}/game/arena/replay/${encodeURIComponent(result.id)}`;
    navigator.clipboard
      .writeText(link)
      .then(() => showSnackbar(REPLAY_COPIED, { type: 'success' }))
      .catch((error: unknown) => {
        console.warn('Clipboard unavailable', error);
        showSnackbar(`Copy this replay link: ${link}`, { type: 'info', durationMs: 8000 });
      });
  };

  return (
    <LazyDuelPlayback
      result={result}
      onFinished={onFinished}
      extras={{
        // Read after the refresh: the profile's level once the duel is counted.
        levelUp: finished && profile !== undefined && profile.level > levelBefore,
        experienceGained: result.experienceGained,
        onShare: share,
      }}
    />
  );
}
