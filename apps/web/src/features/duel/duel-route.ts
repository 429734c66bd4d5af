import type { DuelResult } from '@alchemy/contracts';

/**
 * The duel route's rule on a reload (spec section 2, "Duel route"; issue 14): the
 * screen shows the player's last duel again only when it was fought with exactly the
 * cards the route names, in any order; otherwise the player goes back to the arena.
 */
export function isDuelWithCards(result: DuelResult, routeCardIds: string): boolean {
  const route = routeCardIds.split(',').filter((id) => id !== '');
  const fought = result.playerCards.map((card) => card.id);
  if (route.length === 0 || route.length !== fought.length) return false;
  const sorted = (ids: string[]) => [...ids].sort().join(',');
  return sorted(route) === sorted(fought);
}
