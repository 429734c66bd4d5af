import { type Achievements, type TitleResult } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import type { AchievementKey } from '@alchemy/game-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/shared/queries/query-keys';
import { goalsKeys } from './goals-keys';

/** POST /api/achievements/title: show an earned achievement's title, or none. */
function chooseTitle(key: AchievementKey | null): Promise<TitleResult> {
  return callEndpoint(endpoints.achievementsTitle, { body: { key } });
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
