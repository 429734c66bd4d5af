/**
 * How the caches follow a card's step and purge: with game-rules' cardStepEffect and
 * cardPurgeEffect, the functions the server persisted the move with, on the card as the
 * list holds it and the purse as the profile does. Null when they cannot follow (the card
 * is not in the list, or the rules refuse what the server did: the screen is out of step
 * with the server), and the caller asks again.
 */
import type { BattleCard, Profile } from '@alchemy/contracts';
import { cardPurgeEffect, cardStepEffect } from '@alchemy/game-rules';
import { profileAfterBalances } from '@/shared/queries/profile-after-balances';

const heldCard = (cards: readonly BattleCard[] | undefined, cardId: string) =>
  cards?.find((card) => card.id === cardId) ?? null;

/** The purse after the card's step (the diamonds it cost), from the card before it. */
export function profileAfterStep(
  profile: Profile | undefined,
  cards: readonly BattleCard[] | undefined,
  cardId: string,
): Profile | null {
  if (!profile) return null;
  const effect = cardStepEffect({ card: heldCard(cards, cardId), balances: profile });
  return effect.ok ? profileAfterBalances(profile, effect.value.balances) : null;
}

/** The list without the purged card and the purse with its value back. */
export function afterCardPurge(
  profile: Profile | undefined,
  cards: readonly BattleCard[] | undefined,
  cardId: string,
): { profile: Profile; cards: BattleCard[] } | null {
  if (!profile || !cards) return null;
  const effect = cardPurgeEffect({ card: heldCard(cards, cardId) });
  if (!effect.ok) return null;
  return {
    profile: profileAfterBalances(profile, effect.value.balances),
    cards: cards.filter((card) => card.id !== effect.value.cardId),
  };
}
