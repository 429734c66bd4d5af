/**
 * The players `npm run bench:world` times, made through the API as a player makes them: a
 * guest who crafts, guests who earned a card in the lab and duel with it, and traders
 * who fought their way to the market's level (duel-load.ts, market-load.ts). A fresh set
 * for each world, so both timings start from the same players.
 */
import { signUpGuest } from '../lib/guest';
import { earnCard } from './duel-load';
import { becomeTrader } from './market-load';
import {
  craftCall,
  DuelSeat,
  duelRivalsCall,
  duelStartCall,
  marketPageCall,
  purchaseCall,
  type Call,
  type Trader,
} from './world-calls';

/** Traders taking turns to buy each other's cards. */
const TRADERS = 4;

async function trader(url: string): Promise<Trader> {
  const { token } = await signUpGuest(url);
  const cardId = await earnCard(url, token);
  const { id } = await becomeTrader(url, token, cardId);
  return { token, id, cardId };
}

/**
 * The players, and the calls they make, in the order they are timed: the purchases before
 * the market's first page, so that on the empty world the page lists the traders' cards.
 * `sellers` are the traders' player ids, whose listings fill the empty world's first page
 * (world-seed.ts#fillFirstPage).
 */
export async function playersAndCalls(url: string): Promise<{ calls: Call[]; sellers: string[] }> {
  const crafter = { token: (await signUpGuest(url)).token, game: null };
  const duelist = async () => {
    const { token } = await signUpGuest(url);
    return { token, cardId: await earnCard(url, token) };
  };
  const seat = new DuelSeat({ ...(await duelist()), pendingSlots: 0 }, duelist);
  const traders = await Promise.all(Array.from({ length: TRADERS }, () => trader(url)));
  const [viewer] = traders;
  if (!viewer) throw new Error('no traders');
  const calls = [
    craftCall(crafter),
    duelRivalsCall(seat),
    duelStartCall(seat),
    purchaseCall(traders),
    marketPageCall(viewer),
  ];
  return { calls, sellers: traders.map((trader) => trader.id) };
}
