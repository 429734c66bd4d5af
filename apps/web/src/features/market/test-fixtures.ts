/** Sample data of the market's unit tests, in the contract's shapes. */
import type {
  BattleCard,
  CurrencyOffer,
  MarketListing,
  MarketListingsPage,
  MarketSale,
  Profile,
} from '@alchemy/contracts';

export const PLAYER_ID = 'player-1';
export const OTHER_ID = 'player-2';

export function card(overrides: Partial<BattleCard> = {}): BattleCard {
  return {
    id: '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10',
    level: 4,
    quality: 'normal',
    isAscended: false,
    isListed: false,
    attack: 10,
    defense: 8,
    health: 50,
    speed: 6,
    skillTriggerChance: 0.2,
    requiredLevel: 1,
    card: {
      name: 'Steam Wisp',
      imageUrl: '/api/images/cards/x.svg',
      characterType: 'Elemental',
      description: '',
      synergy: '',
      skill: '{}',
    },
    ...overrides,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: PLAYER_ID,
    name: 'Adventurer-AB12',
    level: 3,
    experience: 0,
    credits: 100,
    diamonds: 10,
    magicDust: 1000,
    avatarUrl: '/api/images/avatars/x.svg',
    signInProvider: 'anonymous',
    isLabOpen: true,
    isArenaOpen: true,
    initialItemsLimit: 8,
    duelIntervalSeconds: 0,
    guidanceSeen: [],
    title: null,
    ...overrides,
  };
}

let listingCount = 0;

export function listing(overrides: Partial<MarketListing> = {}): MarketListing {
  listingCount += 1;
  const suffix = String(listingCount).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    item: card({ isListed: true }),
    seller: { id: OTHER_ID, name: 'Seller-ZZ99' },
    cardId: '7d7c1c0e-7d59-4a51-9d7a-2f0f1a7f9d10',
    price: 1000,
    currency: 'magicDust',
    fee: 50,
    sellerReceives: 950,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function page(
  data: MarketListing[],
  overrides: Partial<MarketListingsPage> = {},
): MarketListingsPage {
  return { data, page: 1, limit: 50, total: data.length, hasMore: false, ...overrides };
}

export function sale(overrides: Partial<MarketSale> = {}): MarketSale {
  return {
    listingId: '00000000-0000-4000-8000-00000000abcd',
    card: card(),
    buyer: { name: 'Buyer-QQ11' },
    price: 1000,
    currency: 'magicDust',
    fee: 50,
    received: 950,
    soldAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function offer(overrides: Partial<CurrencyOffer> = {}): CurrencyOffer {
  return {
    id: 'dust-for-credits',
    title: 'Dust Pouch',
    description: 'A pouch of dust.',
    currencyToSell: 'magicDust',
    amountToSell: 100,
    priceCurrency: 'credits',
    priceAmount: 50,
    dailyLimit: null,
    leftToday: null,
    ...overrides,
  };
}
