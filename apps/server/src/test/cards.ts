/** Test set-up for battle cards: made through the API, the way a player makes them. */
import type { BattleCard, Profile } from '@alchemy/contracts';
import { grantLabItems } from './grant';
import { apiCall, registeredGuest, type TestApp } from './test-app';

/** A battle card made in the lab the way a player makes one (three commons, a craft). */
export async function craftCard(
  t: TestApp,
  who: { token: string; profile: Profile },
): Promise<BattleCard> {
  await grantLabItems(t.database, who.profile.id, [
    ['steam', 1],
    ['ash', 1],
    ['sand', 1],
  ]);
  // Any level crafts from three commons.
  const response = await apiCall(t.app, who.token, 'POST', '/lab/craft', {
    items: ['steam', 'ash', 'sand'],
  });
  if (response.statusCode !== 200) throw new Error(`lab craft: ${response.body}`);
  return response.json<BattleCard>();
}

/** A new registered guest (level 1) with one freshly crafted card. */
export async function guestWithCard(t: TestApp) {
  const guest = await registeredGuest(t.app);
  return { ...guest, card: await craftCard(t, guest) };
}
