import {
  type CollectionClaimRequest,
  type CollectionClaimResult,
  type EncyclopediaPage,
} from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/collections/claim: a milestone's reward once; a repeat answers `alreadyClaimed`. */
function claimCollection(request: CollectionClaimRequest): Promise<CollectionClaimResult> {
  return callEndpoint(endpoints.collectionsClaim, { body: request });
}

/** A Codex page with one family as the claim left it. */
function withFamily(page: EncyclopediaPage, result: CollectionClaimResult): EncyclopediaPage {
  return {
    ...page,
    families: page.families.map((family) =>
      family.name === result.family.name ? result.family : family,
    ),
  };
}

export function useClaimCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCollection,
    // Safe to repeat (one row per milestone pays once): only a lost answer is asked again.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    onSuccess: (result) => {
      queryClient.setQueriesData<EncyclopediaPage>({ queryKey: ['encyclopedia'] }, (page) =>
        page ? withFamily(page, result) : page,
      );
      // The menu's Codex badge counts the milestones waiting.
      void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
    },
  });
}
