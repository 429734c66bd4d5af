import { useSearchParams } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { useAudioUnlock } from '@/lib/sound';
import { AchievementsPanel } from './achievements-panel';
import { DailyGoalsPanel } from './daily-goals-panel';
import './goals-screen.css';

type GoalsTab = 'today' | 'achievements';

const TABS = [
  { id: 'today', label: 'Today', icon: 'target-arrows' },
  { id: 'achievements', label: 'Achievements', icon: 'trophy-cup' },
] as const;

/**
 * /game/goals (docs/RULES.md, "Daily goals", "Achievements"): today's three goals with the
 * streak, and the achievements with their titles. `?tab=achievements` opens the second
 * (an achievement's toast links there).
 */
export function GoalsScreen() {
  useAudioUnlock();
  const [params] = useSearchParams();
  const initial: GoalsTab = params.get('tab') === 'achievements' ? 'achievements' : 'today';
  return (
    <div className="goals">
      <header className="goals__header">
        <h1>Goals</h1>
        <p className="goals__lead">Three goals a day, a streak to keep, feats to be known for.</p>
      </header>
      <Tabs<GoalsTab>
        key={initial}
        label="Goals and achievements"
        tabs={TABS}
        initial={initial}
        panel={(id) => (id === 'today' ? <DailyGoalsPanel /> : <AchievementsPanel />)}
      />
    </div>
  );
}
