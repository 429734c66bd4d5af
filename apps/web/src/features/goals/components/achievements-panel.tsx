import { ACHIEVEMENTS, type AchievementKey } from '@alchemy/game-rules';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAchievements } from '../api/get-achievements';
import { useChooseTitle } from '../api/choose-title';
import { AchievementCard } from './achievement-card';

/**
 * The Achievements tab: earned ones first (newest first), then the rest by how close they
 * are, each with its progress; an earned one's title can be shown by the player's name.
 */
export function AchievementsPanel() {
  const query = useAchievements();
  const choose = useChooseTitle();

  const onChoose = (key: AchievementKey | null) =>
    choose.mutate(key, {
      onSuccess: (result) =>
        showSnackbar(
          result.title
            ? `Your title is now ${ACHIEVEMENTS[result.title].title}.`
            : 'You show no title now.',
          { type: 'success' },
        ),
      onError: (error) => showSnackbar(errorMessage(error), { type: 'error' }),
    });

  const data = query.data;
  if (!data) {
    return query.isError ? (
      <p className="goals__empty">The achievements could not be loaded. Try again later.</p>
    ) : (
      <div className="goals__loading">
        <Spinner label="Loading achievements" />
      </div>
    );
  }

  const earned = data.achievements
    .filter((entry) => entry.earned)
    .sort((x, y) => (y.earnedAt ?? '').localeCompare(x.earnedAt ?? ''));
  const locked = data.achievements
    .filter((entry) => !entry.earned)
    .sort((x, y) => y.progress / y.target - x.progress / x.target);
  const title = data.title;

  return (
    <div className="achievements">
      <div className="achievements__title" data-testid="title-shown">
        <Icon name="laurel-crown" size="1.6em" />
        {title ? (
          <>
            <span>
              Your title: <strong>{ACHIEVEMENTS[title].title}</strong>, shown by your name on the
              leaderboards.
            </span>
            <Button variant="ghost" disabled={choose.isPending} onClick={() => onChoose(null)}>
              Hide title
            </Button>
          </>
        ) : (
          <span>
            {earned.length > 0
              ? 'Choose one of your titles to show by your name on the leaderboards.'
              : 'Earn an achievement to win a title to show by your name.'}
          </span>
        )}
      </div>
      <p className="achievements__count">
        <strong>{earned.length}</strong> of {data.achievements.length} earned
      </p>
      <ul className="achievements__grid" aria-label="Achievements">
        {[...earned, ...locked].map((entry) => (
          <AchievementCard
            key={entry.key}
            entry={entry}
            shown={title === entry.key}
            busy={choose.isPending}
            onShow={() => onChoose(entry.key)}
          />
        ))}
      </ul>
    </div>
  );
}
