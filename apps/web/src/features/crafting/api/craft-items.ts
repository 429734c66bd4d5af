import {
  type CraftingGame,
  type CraftRequest,
  type CraftResult,
  type Profile,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { lastingTheLoader } from '@/shared/crafting/crafting-messages';
import { queryKeys } from '@/shared/queries/query-keys';
import { gameAfterCraft, gameAfterFailedCraft, profileAfterFailedCraft } from '../craft-cache';

/** The crafts' mutation key: the flow asks the mutation cache whether one is under way. */
export const craftKey = ['crafting', 'craft'] as const;

/**
 * POST /api/craft/game/items/craft. A failed craft is a 204 with no body, returned here as
 * null (the server has already refunded the dust).
 */
function craftItems(pair: CraftRequest): Promise<CraftResult | null> {
  return callEndpoint(endpoints.craftGameItemsCraft, { body: pair });
}

const refetch = (queryClient: QueryClient, queryKey: QueryKey) =>
  queryClient.invalidateQueries({ queryKey });

/**
 * The caches after a craft, from its answer (craft-cache.ts): one HTTP call per craft.
 * Refetches only what the answer cannot tell: the grid after a failed craft that used up
 * an item, and the lab when the run ended (its harvest). Nothing waits for a refetch: the
 * craft is over for the player once the answer is in.
 */
function followCraft(queryClient: QueryClient, pair: CraftRequest, result: CraftResult | null) {
  if (result === null) {
    const game = queryClient.getQueryData<CraftingGame>(queryKeys.craftingGame);
    const next = game && gameAfterFailedCraft(game, [pair.itemOneId, pair.itemTwoId]);
    queryClient.setQueryData<Profile>(
      queryKeys.profile,
      (profile) => profile && profileAfterFailedCraft(profile),
    );
    if (next) queryClient.setQueryData(queryKeys.craftingGame, next);
    else {
      void refetch(queryClient, queryKeys.craftingGame);
      void refetch(queryClient, queryKeys.profile);
    }
    return;
  }
  queryClient.setQueryData<CraftingGame>(
    queryKeys.craftingGame,
    (game) => game && gameAfterCraft(game, result),
  );
  queryClient.setQueryData(queryKeys.profile, result.profile);
  if (result.isGameOver) {
    // The harvest moved the run's crafted items to the lab.
    void refetch(queryClient, queryKeys.craftingGame);
    void refetch(queryClient, queryKeys.labItems);
  }
}

/**
 * A craft (docs/RULES.md, "Crafting"). The mutation lasts at least the loader's minimum,
 * answered or failed, so it is pending exactly while the loader shows: that is the flow's
 * double-tap guard (use-craft-flow.ts), and the caches change as the loader goes, never
 * under it. No `scope`: a scope would queue a second craft behind the first, where a tap
 * during a craft is ignored; the guard never sends it.
 */
export function useCraftItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: craftKey,
    mutationFn: (pair: CraftRequest) => lastingTheLoader(() => craftItems(pair)),
    onSuccess: (result, pair) => followCraft(queryClient, pair, result),
    // Whatever happened, the grid and the balances are asked again.
    onError: () => {
      void refetch(queryClient, queryKeys.craftingGame);
      void refetch(queryClient, queryKeys.profile);
    },
  });
}
