import type { Profile } from '@alchemy/contracts';
import { Tabs } from '@/components/ui/tabs';
import { DEFAULT_TAB, MARKET_TABS } from '../market-tabs';
import { CurrencyExchange } from './currency-exchange';
import { PlayerMarket } from './player-market';

/** 'Player Market' and 'Currency Exchange'. */
export function MarketTabs({ profile }: { profile: Profile }) {
  return (
    <Tabs
      label="Market"
      tabs={MARKET_TABS}
      initial={DEFAULT_TAB}
      panel={(id) =>
        id === 'players' ? (
          <PlayerMarket profile={profile} />
        ) : (
          <CurrencyExchange profile={profile} />
        )
      }
    />
  );
}
