import { type Allocation, type CraftingGame } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { showUnsentWrite } from '@/lib/show-unsent-write';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/craft/game/start: a new run; the previous one's crafted items go to the lab. */
function startGame(items: Allocation[]): Promise<CraftingGame> {
  return callEndpoint(endpoints.craftGameStart, { body: { items } });
}

export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGame,
    onSuccess: (game) => {
      queryClient.setQueryData(queryKeys.craftingGame, game);
      // The harvest of the previous run may have opened the lab.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: queryKeys.labItems });
    },
    // Start-game errors are only logged.
    // The server's errors are only logged (docs/RULES.md, "Client timings and texts"); one
    // the connection stopped is said, since the tap otherwise did nothing visible.
    onError: (error) => {
      console.error('Starting the crafting game failed', error);
      showUnsentWrite(error, 'the game did not start');
    },
  });
}
