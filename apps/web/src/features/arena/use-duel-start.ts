import type { BattleCard, Duel, LastDuel, Profile } from '@alchemy/contracts';
import type { DuelSlots } from '@alchemy/game-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { battleCardsKey } from '@/shared/queries/battle-cards-query';
import { handOffDuel } from '@/shared/duel/duel-handoff';
import { UNREADABLE_DUEL_MESSAGE, UnreadableDuelError } from '@/shared/duel/duel-result';
import { queryKeys } from '@/shared/queries/query-keys';
import { showSnackbar } from '@/lib/snackbar-store';
import { duelKey } from './api/get-duel';
import { useStartDuel } from './api/start-duel';
import { checkStart, startNotice } from './arena-slots';

const SERVER_ERROR_MS = 5000;
const UNREADABLE_DUEL_MS = 10_000;

/**
 * 'Start Duel': game-rules' start check (the server's own), then the server's fight, then
 * the playback route with the result handed over. A 429 means the cooldown is still
 * running: back to the arena with a fresh profile so the countdown shows.
 */
export function useDuelStart(profile: Profile, duel: Duel | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useStartDuel();

  const start = (slots: DuelSlots, cards: readonly BattleCard[]) => {
    if (!duel || mutation.isPending) return;
    const check = checkStart(slots, duel.playerCardSlots, cards, profile.level);
    if (!check.ok) {
      const notice = startNotice(check.error);
      showSnackbar(notice.message, { type: 'error', durationMs: notice.durationMs });
      return;
    }
    mutation.mutate(check.value, {
      onSuccess: (result) => {
        const cardIds = check.value.join(',');
        handOffDuel({ cardIds, result, levelBefore: profile.level });
        // The fight counted: the arena says so even if the player leaves before its end.
        queryClient.setQueryData<LastDuel>(queryKeys.lastDuel, {
          duel: {
            id: result.id,
            won: result.winner[0]?.isPlayer === true,
            experienceGained: result.experienceGained ?? 0,
            opponentName: result.opponentCards[0]?.card.name ?? duel.opponent.card.name,
          },
        });
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
        if (error instanceof UnreadableDuelError) {
          // The fight happened and counted on the server; only this client cannot show it
          // (shared/duel/duel-result.ts). Refresh what a fought duel changes, as the duel screen
          // does after a playback, and say why nothing plays.
          queryClient.removeQueries({ queryKey: duelKey });
          void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
          void queryClient.invalidateQueries({ queryKey: battleCardsKey });
          void queryClient.invalidateQueries({ queryKey: queryKeys.lastDuel });
          showSnackbar(`Your duel was fought. ${UNREADABLE_DUEL_MESSAGE}`, {
            type: 'error',
            durationMs: UNREADABLE_DUEL_MS,
          });
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
