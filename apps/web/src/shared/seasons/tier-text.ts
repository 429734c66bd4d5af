/** A rating's words on screen (docs/RULES.md, "Ranked seasons"): 'Gold II', '+107'. */
import type { DuelRating, TierStanding } from '@alchemy/contracts';
import type { Tier } from '@alchemy/game-rules';

export const TIER_NAMES: Readonly<Record<Tier, string>> = {
  copper: 'Copper',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
  diamond: 'Diamond',
  archmage: 'Archmage',
};

/** 'Gold II'; 'Archmage' alone at the top. */
export function standingLabel(standing: Pick<TierStanding, 'tier' | 'division'>): string {
  const name = TIER_NAMES[standing.tier];
  return standing.division ? `${name} ${standing.division}` : name;
}

/** '+107' or '−107' (a true minus sign), '±0' when the rating did not move. */
export function ratingChangeText(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${Math.abs(change)}`;
  return '\u00b10';
}

/** The result's moment: 'Promoted to Gold I!', 'Demoted to Silver III', or null. */
export function tierMoveText(rating: Pick<DuelRating, 'move' | 'after'>): string | null {
  if (rating.move === 'promoted') return `Promoted to ${standingLabel(rating.after)}!`;
  if (rating.move === 'demoted') return `Demoted to ${standingLabel(rating.after)}`;
  return null;
}

/** 'Ends in 3 days', 'Ends in 5 h', 'Ends in 12 min', 'Ends now'. */
export function seasonEndsText(secondsLeft: number): string {
  const days = Math.floor(secondsLeft / 86_400);
  if (days >= 2) return `Ends in ${days} days`;
  const hours = Math.floor(secondsLeft / 3600);
  if (hours >= 1) return `Ends in ${hours} h`;
  const minutes = Math.ceil(secondsLeft / 60);
  return minutes >= 1 ? `Ends in ${minutes} min` : 'Ends now';
}
