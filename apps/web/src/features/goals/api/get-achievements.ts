import { type Achievements } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { goalsKeys } from './goals-keys';

/** GET /api/achievements: every achievement with its progress, and the title shown. */
function getAchievements(signal?: AbortSignal): Promise<Achievements> {
  return callEndpoint(endpoints.achievements, { signal });
}

export function useAchievements() {
  return useQuery({
    queryKey: goalsKeys.achievements,
    queryFn: ({ signal }) => getAchievements(signal),
  });
}
