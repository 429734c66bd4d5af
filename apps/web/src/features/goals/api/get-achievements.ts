import { AchievementsSchema, API_PATHS, type Achievements } from '@alchemy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { goalsKeys } from './goals-keys';

/** GET /api/achievements: every achievement with its progress, and the title shown. */
function getAchievements(signal?: AbortSignal): Promise<Achievements> {
  return apiRequest({
    path: API_PATHS.achievements,
    schema: AchievementsSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useAchievements() {
  return useQuery({
    queryKey: goalsKeys.achievements,
    queryFn: ({ signal }) => getAchievements(signal),
  });
}
