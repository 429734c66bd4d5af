import type { BattleCard, Duel, Profile } from '@alchemy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { handOffDuel } from '@/lib/duel-handoff';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { duelKey } from './api/get-duel';
import { useStartDuel } from './api/start-duel';
import { checkStart, type Slots } from './arena-slots';

const LEVEL_ERROR_MS = 5000;
const SERVER_ERROR_MS = 5000;

/**
 * 'Start Duel': the spec's checks, then the server's fight, then the playback route with
 * the result handed over. A 429 means the cooldown is still running: back to the arena
 * with a fresh profile so the countdown shows.
 */
export function useDuelStart(profile: Profile, duel: Duel | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useStartDuel();

  const start = (slots: Slots, cards: readonly BattleCard[]) => {
    if (!duel || mutation.isPending) return;
    const check = checkStart(slots, duel.playerCardSlots, cards, profile.level);
    if (!check.ok) {
      showSnackbar(check.message, {
        type: 'error',
        ...(check.reason === 'level' ? { durationMs: LEVEL_ERROR_MS } : {}),
      });
      return;
    }
    mutation.mutate(check.cardIds, {
      onSuccess: (result) => {
        const cardIds = check.cardIds.join(',');
        handOffDuel({ cardIds, result, levelBefore: profile.level });
        // The pending duel is fought: the next visit asks for a new one.
        queryClient.removeQueries({ queryKey: duelKey });
        void navigate(`/game/arena/${cardIds}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
          void navigate('/game/arena', { replace: true });
          return;
        }
        console.warn('Duel start failed', error);
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          showSnackbar(error.message, { type: 'error', durationMs: SERVER_ERROR_MS });
        }
      },
    });
  };

  return { start, starting: mutation.isPending };
}
