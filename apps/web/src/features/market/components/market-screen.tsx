import { ruleMessage } from '@alchemy/contracts';
import { checkMarketAccess } from '@alchemy/game-rules';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { profileQuery } from '@/shared/queries/profile-query';
import { MARKET_TAGLINE, MARKET_TITLE } from '../market-texts';
import { MarketTabs } from './market-tabs';
import './market-screen.css';
import './market-sell.css';
import './price-memory.css';
import './market-exchange.css';

/**
 * /game/market (docs/RULES.md, "Market"): the player market and the currency exchange,
 * from level 3. Below it, a locked panel and not one call to the market's API.
 */
export function MarketScreen() {
  // Fresh on every visit: the Buy and Purchase buttons are priced with this purse.
  const { data: profile } = useQuery({ ...profileQuery, refetchOnMount: 'always' });
  const access = profile ? checkMarketAccess(profile.level) : null;
  return (
    <div className="market">
      <MarketHeader />
      {!profile || !access ? (
        <div className="market__loading">
          <Spinner label="Loading the market" />
        </div>
      ) : access.ok ? (
        // Keyed by player so a tab, a filter or an open dialog never leaks between accounts.
        <MarketTabs key={profile.id} profile={profile} />
      ) : (
        <Panel className="market-locked">
          <Icon name="padlock" size="40px" />
          <p data-testid="market-locked">{ruleMessage(access.error)}</p>
          <ButtonLink to="/game/crafting" icon="cauldron" variant="secondary">
            Back to the game
          </ButtonLink>
        </Panel>
      )}
    </div>
  );
}

function MarketHeader() {
  return (
    <header className="market__header">
      <div>
        <h1 className="market__title">
          <Icon name="shop" size="1.1em" /> {MARKET_TITLE}
        </h1>
        <p className="market__tagline">{MARKET_TAGLINE}</p>
      </div>
    </header>
  );
}
