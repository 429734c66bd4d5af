import { levelProgress } from '@alchemy/game-rules';
import { formatNumber } from '@/lib/format';

/** Experience through the current level, from the shared level formula. */
export function XpBar({ level, experience }: { level: number; experience: number }) {
  // The level shown is the server's; the formula only places the experience within it.
  const { into, span, ratio } = levelProgress(experience);
  const percent = Math.round(ratio * 100);
  const label = span === 0 ? 'Maximum level' : `${formatNumber(into)} / ${formatNumber(span)} XP`;
  return (
    <div className="xp">
      <div className="xp__labels">
        <span>Level {level}</span>
        <span>{label}</span>
      </div>
      <div
        className="xp__track"
        role="progressbar"
        aria-label="Experience to next level"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <div className="xp__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
