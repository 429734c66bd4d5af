import type { Profile } from '@alchemy/contracts';
import { Balance } from './balance';
import './currency-bar.css';

/** The three currencies at the top right (docs/RULES.md, "Currencies"). */
export function CurrencyBar({ profile }: { profile: Profile | undefined }) {
  return (
    <div className="currency-bar" aria-label="Balances" role="group">
      <Balance currency="credits" label="Credits" icon="two-coins" value={profile?.credits} />
      <Balance currency="diamonds" label="Diamonds" icon="cut-diamond" value={profile?.diamonds} />
      <Balance currency="magicDust" label="Magic Dust" icon="powder" value={profile?.magicDust} />
    </div>
  );
}
