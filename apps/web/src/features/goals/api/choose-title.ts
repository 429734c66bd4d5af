import {
  API_PATHS,
  TitleResultSchema,
  type Achievements,
  type TitleResult,
} from '@alchemy/contracts';
import type { AchievementKey } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/shared/queries/query-keys';
import { goalsKeys } from './goals-keys';

/** POST /api/achievements/title: show an earned achievement's title, or none. */
function chooseTitle(key: AchievementKey | null): Promise<TitleResult> {
  return apiRequest({
    method: 'POST',
    path: API_PATHS.achievementsTitle,
    body: { key },
    schema: TitleResultSchema,
  });
}

export function useChooseTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseTitle,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.profile, result.profile);
      queryClient.setQueryData<Achievements>(goalsKeys.achievements, (list) =>
        list ? { ...list, title: result.title } : list,
      );
      // The leaderboards show the title by the name.
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
