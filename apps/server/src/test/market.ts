/** Test set-up for the market: players who may trade, and cards to trade. */
import type { MarketListing, Profile } from '@alchemy/contracts';
import { MARKET_ACCESS_LEVEL, xpForLevel } from '@alchemy/game-rules';
import type { App } from '../app';
import { craftCard } from './cards';
import { grantCurrency, setPlayer } from './grant';
import { apiCall, registeredGuest, type TestApp } from './test-app';

export interface Trader {
  token: string;
  profile: Profile;
}

/** A registered guest raised to the market's level, with `magicDust` dust in all. */
export async function trader(t: TestApp, magicDust = 50): Promise<Trader> {
  const guest = await registeredGuest(t.app);
  await setPlayer(t.database, guest.profile.id, {
    level: MARKET_ACCESS_LEVEL,
    experience: xpForLevel(MARKET_ACCESS_LEVEL),
  });
  if (magicDust !== guest.profile.magicDust) {
    await grantCurrency(
      t.database,
      guest.profile.id,
      'magicDust',
      magicDust - guest.profile.magicDust,
    );
  }
  return guest;
}

/** A trader with a card listed at `price`. */
export async function listedCard(t: TestApp, price: number, app: App = t.app) {
  const seller = await trader(t);
  const card = await craftCard(t, seller);
  const response = await apiCall(app, seller.token, 'POST', '/market/listings', {
    cardId: card.id,
    price,
    currency: 'magicDust',
  });
  if (response.statusCode !== 201) throw new Error(`listing: ${response.body}`);
  return { seller, card, listing: response.json<MarketListing>() };
}
