import type { Tier } from '@alchemy/game-rules';
import { useId } from 'react';
import type { GameIconName } from '@/components/ui/icon-names';
import { Icon } from '@/components/ui/icon';
import './tier-badge.css';

/** Each tier's emblem: the metals, then gems, then the Archmage's own face. */
const TIER_ICONS: Readonly<Record<Tier, GameIconName>> = {
  copper: 'ore',
  bronze: 'metal-bar',
  silver: 'crystal-growth',
  gold: 'gold-stack',
  platinum: 'gem-pendant',
  diamond: 'cut-diamond',
  archmage: 'wizard-face',
};

const PIPS = { III: 1, II: 2, I: 3 } as const;

/**
 * A tier's badge: a shield in the tier's metal with its emblem, and pips for the division
 * (one for III, three for I; Archmage's crown of rays instead). Decoration: the words
 * beside it say the same ('Gold II'), so it is hidden from screen readers.
 */
export function TierBadge({
  tier,
  division,
  size = 48,
}: {
  tier: Tier;
  division: 'III' | 'II' | 'I' | null;
  size?: number;
}) {
  const pips = division ? PIPS[division] : 0;
  // One gradient per badge: ids stay unique when a board shows many of one tier.
  const metal = `tier-metal-${useId().replace(/:/g, '')}`;
  return (
    <span
      className={`tier-badge tier-badge--${tier}`}
      style={{ width: size, height: size * 1.125 }}
      aria-hidden="true"
      data-tier={tier}
    >
      <svg className="tier-badge__shield" viewBox="0 0 64 72" width="100%" height="100%">
        <defs>
          <linearGradient id={metal} x1="0" y1="0" x2="0.4" y2="1">
            <stop offset="0" className="tier-badge__light" />
            <stop offset="0.55" className="tier-badge__mid" />
            <stop offset="1" className="tier-badge__dark" />
          </linearGradient>
        </defs>
        {tier === 'archmage' && (
          <path
            className="tier-badge__rays"
            d="M32 0 L36 8 L46 3 L45 13 L56 12 L50 20 L8 20 L14 12 L19 13 L18 3 L28 8 Z"
          />
        )}
        <path
          className="tier-badge__rim"
          d="M32 4 L58 13 L56 40 C54 54 44 64 32 70 C20 64 10 54 8 40 L6 13 Z"
          fill={`url(#${metal})`}
        />
        <path
          className="tier-badge__inner"
          d="M32 10 L52 17 L50 39 C48.5 50 41 58 32 63 C23 58 15.5 50 14 39 L12 17 Z"
        />
        {Array.from({ length: pips }, (_, index) => (
          <circle
            key={index}
            className="tier-badge__pip"
            cx={32 + (index - (pips - 1) / 2) * 8}
            cy={56}
            r={2.6}
          />
        ))}
      </svg>
      <span className="tier-badge__emblem">
        <Icon name={TIER_ICONS[tier]} size="100%" />
      </span>
    </span>
  );
}
