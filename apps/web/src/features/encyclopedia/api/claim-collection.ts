import {
  API_PATHS,
  CollectionClaimResultSchema,
  type CollectionClaimRequest,
  type CollectionClaimResult,
  type EncyclopediaPage,
} from '@alchemy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';

/** POST /api/collections/claim: a milestone's reward once; a repeat answers `alreadyClaimed`. */
function claimCollection(request: CollectionClaimRequest): Promise<CollectionClaimResult> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.collectionsClaim,
    body: request,
    schema: CollectionClaimResultSchema,
  });
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
