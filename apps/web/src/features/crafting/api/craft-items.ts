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

/**
 * How the caches follow a craft (craft-cache.ts, with game-rules' craftEffect), loaded
 * during the first craft's loader rather than with the first screen, whose bundle budget
 * it would overrun (docs/performance.md): the mutation starts it with the request, and
 * the answer, which lasts the loader's 500 ms at least, never waits for it.
 */
const loadCraftCache = () => import('../craft-cache');
type CraftCache = Awaited<ReturnType<typeof loadCraftCache>>;

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
 * The caches after a craft, from its answer (craft-cache.ts): one HTTP call per craft; a
 * failed craft's empty answer is followed with game-rules' craftEffect, as the server
 * applied it. Refetches only what neither can tell: the grid after a failed craft that
 * used up an item, and the lab when the run ended (its harvest). Nothing waits for a refetch: the
 * craft is over for the player once the answer is in.
 */
function followCraft(
  queryClient: QueryClient,
  pair: CraftRequest,
  result: CraftResult | null,
  { failedCraftEffect, gameAfterCraft, gameAfterFailedCraft, profileAfterEffect }: CraftCache,
) {
  if (result === null) {
    // The failed craft's effect, from the rule the server applied it with.
    const game = queryClient.getQueryData<CraftingGame>(queryKeys.craftingGame);
    const profile = queryClient.getQueryData<Profile>(queryKeys.profile);
    const spent = [pair.itemOneId, pair.itemTwoId] as const;
    const effect = game && profile ? failedCraftEffect(game, spent, profile) : null;
    if (!game || !profile || !effect) {
      void refetch(queryClient, queryKeys.craftingGame);
      void refetch(queryClient, queryKeys.profile);
      return;
    }
    queryClient.setQueryData(queryKeys.profile, profileAfterEffect(profile, effect));
    const next = gameAfterFailedCraft(game, effect);
    if (next) queryClient.setQueryData(queryKeys.craftingGame, next);
    else void refetch(queryClient, queryKeys.craftingGame);
    // The run ended: its harvest moved the crafted items into the lab.
    if (effect.harvest.length > 0) void refetch(queryClient, queryKeys.labItems);
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
    mutationFn: (pair: CraftRequest) => {
      void loadCraftCache();
      return lastingTheLoader(() => craftItems(pair));
    },
    // Awaited by the mutation: it is still pending, the loader still showing, until the
    // caches are written.
    onSuccess: async (result, pair) =>
      followCraft(queryClient, pair, result, await loadCraftCache()),
    // Whatever happened, the grid and the balances are asked again.
    onError: () => {
      void refetch(queryClient, queryKeys.craftingGame);
      void refetch(queryClient, queryKeys.profile);
    },
  });
}
