/**
 * The economy over days (issue 25, "An economy that holds"): players of mixed habits join,
 * play their days and leave, and every currency they earn or spend goes through the real
 * rules of game-rules: crafting runs on the shipped catalogue (discovery rewards, failed
 * crafts' dust), forging, duel experience and pay, level diamonds, the day's goals
 * (drawGoals, their rewards), the streak (countDay, its milestones), collection chests
 * (milestonesCrossed, collectionReward), lab item prices, card steps, paid hints, the
 * market's fee and the exchange's offers. A duel's outcome is drawn at the matched odds
 * (about even; a newcomer's first three at 65%), the strength the matchmaking aims at: the
 * engine itself is played by the progression simulation.
 */
import {
  CURRENCIES,
  DIAMONDS_PER_LEVEL,
  HINT_PRICE_DIAMONDS,
  HINT_PRICE_DUST,
  increaseLimitCost,
  STARTING_PROFILE,
  ITEM_BUY_PRICE,
  MARKET_ACCESS_LEVEL,
  NEWCOMER_DUELS,
  NO_STREAK,
  applyExperience,
  cardStepCost,
  countDay,
  createRng,
  drawGoals,
  duelExperience,
  duelPayOfTheDay,
  isCollection,
  median,
  milestonesCrossed,
  collectionReward,
  nextCardStep,
  sellerReceives,
  slotRarities,
  type CardQuality,
  type Currency,
  type Reward,
  type Rng,
  type StreakState,
} from '@alchemy/game-rules';
import { loadExchangeOffers } from '../../apps/server/src/content/load-exchange-offers';
import { forgeCard, playRun, START_BALANCES, type Player } from './progression-model';
import type { SimCatalogue } from './sim-catalogue';

export const HABITS = ['casual', 'engaged', 'trader', 'collector'] as const;
export type Habit = (typeof HABITS)[number];

interface HabitRule {
  /** Share of the players. */
  share: number;
  /** Chance to play on a given day. */
  plays: number;
  /** Chance to leave the game for good at the end of a day played. */
  churn: number;
  runs: number;
  duels: number;
  /** Chance that each of the day's goals is done and claimed. */
  goals: number;
  /** Buys lab items with credits to forge a card, keeping this many credits. */
  buysItemsAbove: number | null;
  /** Improves its best card with diamonds, keeping this many. */
  improvesAbove: number | null;
  /** Paid hints a day, when diamonds allow. */
  hints: number;
  /** Lists its spare cards on the market. */
  sells: boolean;
  /** Buys a card on the market when its dust allows, keeping this much. */
  buysCardsAbove: number | null;
  /**
   * What the player holds back; above it, credits and dust become diamonds at the
   * exchange, and diamonds go into '+1 Item' (its price grows 40% a step: the sink that
   * has no end), once the day's card step and hints are paid.
   */
  keeps: Readonly<Record<Currency, number>>;
}

export const HABIT_RULES: Readonly<Record<Habit, HabitRule>> = {
  casual: {
    share: 0.4,
    plays: 0.55,
    churn: 0.06,
    runs: 1,
    duels: 5,
    goals: 0.5,
    buysItemsAbove: null,
    improvesAbove: 40,
    hints: 0,
    sells: false,
    buysCardsAbove: null,
    keeps: { credits: 1200, magicDust: 0, diamonds: 20 },
  },
  engaged: {
    share: 0.25,
    plays: 0.95,
    churn: 0.015,
    runs: 3,
    duels: 25,
    goals: 0.9,
    buysItemsAbove: 800,
    improvesAbove: 10,
    hints: 1,
    sells: false,
    buysCardsAbove: 0,
    keeps: { credits: 1500, magicDust: 100, diamonds: 25 },
  },
  trader: {
    share: 0.15,
    plays: 0.9,
    churn: 0.025,
    runs: 4,
    duels: 10,
    goals: 0.8,
    buysItemsAbove: 600,
    improvesAbove: 30,
    hints: 0,
    sells: true,
    buysCardsAbove: 0,
    keeps: { credits: 1500, magicDust: 150, diamonds: 30 },
  },
  collector: {
    share: 0.2,
    plays: 0.85,
    churn: 0.025,
    runs: 6,
    duels: 6,
    goals: 0.85,
    buysItemsAbove: null,
    improvesAbove: 60,
    hints: 2,
    sells: false,
    buysCardsAbove: null,
    keeps: { credits: 1000, magicDust: 0, diamonds: 20 },
  },
};

/** The exchange's offers that sell diamonds, from the shipped content, the larger first. */
const DIAMOND_OFFERS = loadExchangeOffers()
  .filter((offer) => offer.currencyToSell === 'diamonds' && offer.priceCurrency !== 'diamonds')
  .sort((a, b) => b.amountToSell - a.amountToSell);
/**
 * A player saves diamonds for the next '+1 Item' while it costs at most this (about two
 * days of an engaged player's diamonds); past it, the surplus goes on hints.
 */
const SAVES_FOR_AN_ITEM_UP_TO = 30;
/** Paid hints a player would use in one run at most (a run holds a few dozen crafts). */
const HINTS_A_RUN = 3;

interface EcoPlayer extends Player {
  id: number;
  habit: Habit;
  joinedDay: number;
  left: boolean;
  streak: StreakState;
  /** Collections' discovered counts, by family. */
  family: Map<string, number>;
  improved: Map<number, { quality: CardQuality; ascended: boolean }>;
}

interface Listing {
  seller: EcoPlayer;
  /** The day it was listed: a listing nobody bought in LISTING_DAYS is taken down. */
  day: number;
  cardIndex: number;
  level: number;
  price: number;
}

export interface EconomyDay {
  day: number;
  active: number;
  /** Average held per active player, by currency. */
  perActive: Record<Currency, number>;
  /** The median price of the day's market sales (dust), null when nothing sold. */
  medianPrice: number | null;
  sales: number;
}

export interface EconomyOptions {
  seed: number;
  players: number;
  days: number;
  /** Players join over the first `arrivalDays` days. */
  arrivalDays: number;
}

function newPlayer(id: number, habit: Habit, day: number): EcoPlayer {
  return {
    id,
    habit,
    joinedDay: day,
    left: false,
    level: 1,
    experience: 0,
    ...START_BALANCES,
    seconds: 0,
    duels: 0,
    wins: 0,
    discovered: new Set(),
    triedPairs: new Set(),
    lab: new Map(),
    cards: [],
    qualities: [],
    itemsLimit: STARTING_PROFILE.initialItemsLimit,
    streak: NO_STREAK,
    family: new Map(),
    improved: new Map(),
  };
}

/** Every amount that entered (+) or left (-) the players' hands, by currency and reason. */
export type Flows = Map<string, number>;
let flows: Flows = new Map();

function book(player: EcoPlayer, currency: Currency, reason: string, delta: number): void {
  if (delta === 0) return;
  player[currency] += delta;
  const key = `${currency}|${reason}`;
  flows.set(key, (flows.get(key) ?? 0) + delta);
}

function pay(player: EcoPlayer, reward: Reward, reason: string): void {
  for (const currency of CURRENCIES) book(player, currency, reason, reward[currency]);
}

function pickHabit(rng: Rng): Habit {
  let roll = rng.next();
  for (const habit of HABITS) {
    roll -= HABIT_RULES[habit].share;
    if (roll < 0) return habit;
  }
  return 'casual';
}

/** Crafting runs, and the collection chests their discoveries reach. */
function craftDay(player: EcoPlayer, rule: HabitRule, catalogue: SimCatalogue, rng: Rng) {
  const before = new Set(player.discovered);
  const credits = player.credits;
  const dust = player.magicDust;
  for (let run = 0; run < rule.runs; run += 1) playRun(player, catalogue, rng);
  // playRun pays as the server does; booked here by what paid it.
  const discovered = player.credits - credits;
  const failed = player.magicDust - dust;
  player.credits = credits;
  player.magicDust = dust;
  book(player, 'credits', 'first discoveries', discovered);
  book(player, 'magicDust', 'failed crafts', failed);
  for (const name of player.discovered) {
    if (before.has(name)) continue;
    const family = catalogue.items.get(name)?.family ?? 'Any';
    if (!isCollection(family)) continue;
    const had = player.family.get(family) ?? 0;
    player.family.set(family, had + 1);
    const total = catalogue.familySize(family);
    for (const percent of milestonesCrossed(had, had + 1, total)) {
      pay(player, collectionReward(percent, total), 'collection chests');
    }
  }
}

/** A card for the tier from the lab, buying the missing items when the habit does. */
function forgeDay(player: EcoPlayer, rule: HabitRule, catalogue: SimCatalogue, rng: Rng) {
  if (forgeCard(player, catalogue, rng)) return;
  if (rule.buysItemsAbove === null) return;
  const tier = slotRarities(player.level);
  const cost = tier.reduce((sum, rarity) => sum + ITEM_BUY_PRICE[rarity], 0);
  if (player.credits - cost < rule.buysItemsAbove) return;
  // Bought items are discovered ones of each rarity (the lab sells only those).
  const known = [...player.discovered].map((name) => catalogue.items.get(name)!);
  const chosen: string[] = [];
  for (const rarity of tier) {
    const item = known.find((entry) => entry.rarity === rarity && !chosen.includes(entry.name));
    if (!item) return;
    chosen.push(item.name);
  }
  book(player, 'credits', 'lab items', -cost);
  for (const name of chosen) player.lab.set(name, (player.lab.get(name) ?? 0) + 1);
  forgeCard(player, catalogue, rng);
}

function duelDay(player: EcoPlayer, rule: HabitRule, rng: Rng) {
  if (player.cards.length === 0) return;
  for (let duel = 0; duel < rule.duels; duel += 1) {
    const won = rng.chance(player.duels < NEWCOMER_DUELS ? 0.65 : 0.5);
    // The matchmaking aims near the player's power; rivals differ by a few tenths.
    const strength = player.duels < NEWCOMER_DUELS ? 0.8 : 0.85 + rng.next() * 0.35;
    // The day's purse: the first PAID_DUELS_PER_DAY duels of the day pay.
    const paid = duelPayOfTheDay(
      won,
      { opponentLevel: player.level, opponentPower: strength, playerPower: 1 },
      duel,
    );
    const outcome = applyExperience(
      player.level,
      player.experience,
      duelExperience(won, player.level, player.level),
    );
    player.duels += 1;
    player.level = outcome.level;
    player.experience = outcome.experience;
    book(player, 'diamonds', 'level-ups', outcome.levelsGained * DIAMONDS_PER_LEVEL);
    book(player, 'credits', 'duel pay', paid.credits);
    book(player, 'magicDust', 'duel pay', paid.magicDust);
  }
}

/** Card steps and paid hints: the diamonds' sinks. */
function spendDiamonds(player: EcoPlayer, rule: HabitRule) {
  for (let hint = 0; hint < rule.hints; hint += 1) {
    if (player.diamonds - HINT_PRICE_DIAMONDS < 10) break;
    book(player, 'diamonds', 'paid hints', -HINT_PRICE_DIAMONDS);
  }
  if (rule.improvesAbove === null || player.cards.length === 0) return;
  const best = player.cards.length - 1;
  const state = player.improved.get(best) ?? {
    quality: player.qualities[best]!,
    ascended: false,
  };
  const step = nextCardStep(state.quality, state.ascended);
  const cost = cardStepCost(step, player.cards[best]!.level);
  if (step === 'none' || player.diamonds - cost < rule.improvesAbove) return;
  book(player, 'diamonds', 'card steps', -cost);
  player.improved.set(best, {
    quality: step === 'improve-to-normal' ? 'normal' : 'superior',
    ascended: step === 'ascend',
  });
}

function goalsDay(player: EcoPlayer, rule: HabitRule, day: number, rng: Rng) {
  const goals = drawGoals(
    { level: player.level, isLabOpen: player.lab.size > 0, isArenaOpen: player.cards.length > 0 },
    player.id * 1000 + day,
  );
  let claimed = false;
  for (const goal of goals) {
    if (!rng.chance(rule.goals)) continue;
    pay(player, goal.reward, 'daily goals');
    claimed = true;
  }
  if (!claimed) return;
  const counted = countDay(player.streak, day);
  player.streak = counted.state;
  if (counted.milestone) pay(player, counted.milestone.reward, 'streak milestones');
}

/** A listing nobody bought in this many days is taken down (and listed again anew). */
const LISTING_DAYS = 3;

/** Traders list a spare card; buyers take the cheapest of their level window. */
function marketDay(active: EcoPlayer[], listings: Listing[], day: number, rng: Rng): number[] {
  for (const stale of listings.filter((listing) => day - listing.day >= LISTING_DAYS)) {
    listings.splice(listings.indexOf(stale), 1);
  }
  for (const player of active) {
    const rule = HABIT_RULES[player.habit];
    if (!rule.sells || player.level < MARKET_ACCESS_LEVEL || player.cards.length < 2) continue;
    if (listings.some((listing) => listing.seller === player)) continue;
    // The second-best card: the best one fights, the spare one near it sells.
    const cardIndex = player.cards.length - 2;
    const level = player.cards[cardIndex]!.level;
    // A price of its level: the last sales' median when there are some, else a guess.
    const price = Math.max(10, Math.round((20 + 12 * level) * (0.8 + rng.next() * 0.5)));
    listings.push({ seller: player, day, cardIndex, level, price });
  }
  const prices: number[] = [];
  for (const buyer of active) {
    const rule = HABIT_RULES[buyer.habit];
    if (rule.buysCardsAbove === null || buyer.level < MARKET_ACCESS_LEVEL) continue;
    const offer = listings
      .filter((listing) => listing.seller !== buyer && !listing.seller.left)
      .filter((listing) => Math.abs(listing.level - buyer.level) <= 2)
      .filter((listing) => buyer.magicDust - listing.price >= rule.buysCardsAbove!)
      .sort((a, b) => a.price - b.price)[0];
    if (!offer) continue;
    listings.splice(listings.indexOf(offer), 1);
    book(buyer, 'magicDust', 'market purchases', -offer.price);
    book(offer.seller, 'magicDust', 'market sales', sellerReceives(offer.price));
    const [card] = offer.seller.cards.splice(offer.cardIndex, 1);
    const [quality] = offer.seller.qualities.splice(offer.cardIndex, 1);
    offer.seller.improved.clear();
    buyer.cards.unshift(card!);
    buyer.qualities.unshift(quality!);
    buyer.improved.clear();
    prices.push(offer.price);
  }
  return prices;
}

/**
 * Above what the habit keeps, dust buys hints, credits and the rest of the dust become
 * diamonds at the exchange (within each offer's daily limit), and diamonds become '+1 Item'
 * and, past what the player saves for the next one, hints: the sinks a player spends down
 * into.
 */
function spendDown(player: EcoPlayer, rule: HabitRule) {
  // Dust first buys hints for the day's runs (a hint needs a run to name a pair in).
  for (let hint = 0; hint < rule.runs * HINTS_A_RUN; hint += 1) {
    if (player.magicDust - HINT_PRICE_DUST < rule.keeps.magicDust) break;
    book(player, 'magicDust', 'paid hints', -HINT_PRICE_DUST);
  }
  for (const offer of DIAMOND_OFFERS) {
    const currency = offer.priceCurrency;
    for (let time = 0; time < (offer.dailyLimit ?? Infinity); time += 1) {
      if (player[currency] - offer.priceAmount < rule.keeps[currency]) break;
      book(player, currency, 'exchange', -offer.priceAmount);
      book(player, 'diamonds', 'exchange', offer.amountToSell);
    }
  }
  for (;;) {
    const price = increaseLimitCost(player.itemsLimit);
    if (player.diamonds - price < rule.keeps.diamonds) break;
    book(player, 'diamonds', '+1 item', -price);
    player.itemsLimit += 1;
  }
  const saving = increaseLimitCost(player.itemsLimit);
  const reserve = rule.keeps.diamonds + (saving <= SAVES_FOR_AN_ITEM_UP_TO ? saving : 0);
  const hints = Math.max(0, Math.floor((player.diamonds - reserve) / HINT_PRICE_DIAMONDS));
  book(player, 'diamonds', 'paid hints', -hints * HINT_PRICE_DIAMONDS);
}

export function simulateEconomy(
  catalogue: SimCatalogue,
  options: EconomyOptions,
): { days: EconomyDay[]; flows: Flows; playerDays: number } {
  const rng = createRng(options.seed);
  flows = new Map();
  let playerDays = 0;
  const players: EcoPlayer[] = [];
  const listings: Listing[] = [];
  const days: EconomyDay[] = [];
  const perDay = Math.ceil(options.players / options.arrivalDays);
  for (let day = 1; day <= options.days; day += 1) {
    while (players.length < Math.min(options.players, perDay * day)) {
      const player = newPlayer(players.length + 1, pickHabit(rng), day);
      players.push(player);
      for (const currency of CURRENCIES) {
        const key = `${currency}|a new profile`;
        flows.set(key, (flows.get(key) ?? 0) + START_BALANCES[currency]);
      }
    }
    const present = players.filter((player) => !player.left);
    const playing = present.filter((player) => rng.chance(HABIT_RULES[player.habit].plays));
    playerDays += playing.length;
    for (const player of playing) {
      const rule = HABIT_RULES[player.habit];
      craftDay(player, rule, catalogue, rng);
      forgeDay(player, rule, catalogue, rng);
      duelDay(player, rule, rng);
      spendDiamonds(player, rule);
      goalsDay(player, rule, day, rng);
    }
    const prices = marketDay(playing, listings, day, rng);
    // What is left after the market's buys goes into the sinks.
    for (const player of playing) spendDown(player, HABIT_RULES[player.habit]);
    for (const player of playing) {
      if (rng.chance(HABIT_RULES[player.habit].churn)) player.left = true;
    }
    const active = present.filter((player) => !player.left);
    const perActive = Object.fromEntries(
      CURRENCIES.map((currency) => [
        currency,
        active.reduce((sum, player) => sum + player[currency], 0) / Math.max(1, active.length),
      ]),
    ) as Record<Currency, number>;
    days.push({
      day,
      active: active.length,
      perActive,
      medianPrice: median(prices),
      sales: prices.length,
    });
  }
  return { days, flows, playerDays };
}

/**
 * The largest week-on-week growth of a currency's amount per active player after week 1:
 * each day from day 21 on, the mean of the last seven days against the mean of the seven
 * before (so the earliest week compared is days 8-14, the first after week 1). Means of weeks, not single days, so that one day's draw among a few hundred
 * players does not read as a trend.
 */
export function worstWeeklyGrowth(days: readonly EconomyDay[], currency: Currency): number {
  const weekMean = (end: number) => {
    let sum = 0;
    for (let day = end - 6; day <= end; day += 1) sum += days[day - 1]!.perActive[currency];
    return sum / 7;
  };
  let worst = 0;
  for (let day = 21; day <= days.length; day += 1) {
    const now = weekMean(day);
    const weekBefore = weekMean(day - 7);
    if (weekBefore > 0) worst = Math.max(worst, now / weekBefore - 1);
  }
  return worst;
}
