import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/market: the player market and currency exchange arrive in a later issue. */
export function MarketScreen() {
  return (
    <ComingSoon title="Market" icon="shop" tagline="Merchants are still setting up their stalls." />
  );
}
