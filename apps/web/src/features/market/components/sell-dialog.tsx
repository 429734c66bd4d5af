import type { BattleCard, Profile } from '@alchemy/contracts';
import { LISTING_PRICE } from '@alchemy/game-rules';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { BattleCardFace } from '@/components/ui/battle-card-face';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { usePriceHistory } from '../api/get-price-history';
import { cardKindQuery, sellHintText, verdictOf } from '../price-memory';
import {
  DEFAULT_PRICE_TEXT,
  feeText,
  LISTING_CURRENCY,
  parsePrice,
  sellState,
  youHoldText,
  youReceiveText,
} from '../sell-price';
import { CurrencyIcon } from './currency-icon';
import { PriceGraph } from './price-graph';
import { RecentSalesList } from './recent-sales';

interface SellDialogProps {
  /** The card to sell; null: the dialog is closed. */
  card: BattleCard | null;
  /** The seller: their level (the market's) and the dust they hold. */
  profile: Profile;
  busy: boolean;
  onCancel: () => void;
  onSell: (card: BattleCard, price: number) => void;
}

/**
 * The selling view: the card, its price with its kind's median beside it, what the sale pays
 * after the fee, and what the kind sold for (the graph opens the recent sales).
 */
export function SellDialog({ card, profile, busy, onCancel, onSell }: SellDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onClose={busy ? undefined : onCancel}
      label="Sell battle card"
      className="market-sell"
    >
      {card && (
        // Keyed by card: each opening starts again from the default price.
        <SellForm
          key={card.id}
          card={card}
          profile={profile}
          busy={busy}
          onCancel={onCancel}
          onSell={onSell}
        />
      )}
    </Dialog>
  );
}

function SellForm({
  card,
  profile,
  busy,
  onCancel,
  onSell,
}: Omit<SellDialogProps, 'card'> & { card: BattleCard }) {
  const id = useId();
  const [priceText, setPriceText] = useState(DEFAULT_PRICE_TEXT);
  const state = sellState(priceText, { level: profile.level, card });
  const kind = cardKindQuery(card);
  const history = usePriceHistory(kind);
  const median = history.data?.median ?? null;
  const verdict = verdictOf(parsePrice(priceText), history.data);
  const [showSales, setShowSales] = useState(false);

  return (
    <form
      className="market-sell__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (state.canSell && !busy) onSell(card, parsePrice(priceText));
      }}
    >
      <h2 className="market-sell__title">Sell {card.card.name}</h2>
      <div className="market-sell__layout">
        <div className="market-sell__card">
          <BattleCardFace card={card} />
        </div>
        <div className="market-sell__fields">
          <label className="market-sell__label" htmlFor={`${id}-price`}>
            Price
          </label>
          <div className="market-sell__price">
            <input
              id={`${id}-price`}
              type="number"
              inputMode="numeric"
              min={LISTING_PRICE.min}
              max={LISTING_PRICE.max}
              step={1}
              required
              value={priceText}
              aria-invalid={state.problem !== null}
              aria-describedby={`${id}-terms ${id}-holding`}
              // The default is the spec's 1000; a tap selects it, so typing replaces it.
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => setPriceText(event.target.value)}
            />
            <CurrencyIcon currency={LISTING_CURRENCY} size="1.4em" />
            {median !== null && (
              // The kind's median beside the field; a tap makes it the price.
              <button
                type="button"
                className="market-sell__median"
                data-testid="sell-median"
                onClick={() => setPriceText(String(median))}
              >
                <span className="market-sell__median-label">Median</span>{' '}
                <span className="market-sell__median-value">{formatNumber(median)}</span>
                <span className="sr-only"> dust: use it as the price</span>
              </button>
            )}
          </div>
          {verdict && (
            <p className={clsx('price-verdict', `price-verdict--${verdict.verdict}`)}>
              <Icon name={verdict.verdict === 'bargain' ? 'two-coins' : 'upgrade'} />
              <span>{verdict.text}</span>
            </p>
          )}
          <div id={`${id}-terms`} className="market-sell__terms" aria-live="polite">
            {state.terms ? (
              <>
                <p className="market-sell__receive" data-testid="you-receive">
                  {youReceiveText(state.terms)} <CurrencyIcon currency={LISTING_CURRENCY} />
                </p>
                <p className="market-sell__fee">{feeText(state.terms)}</p>
              </>
            ) : null}
            {state.problem && (
              <p className="market-sell__problem" role="alert">
                {state.problem}
              </p>
            )}
          </div>
          <p id={`${id}-holding`} className="market-sell__holding" data-testid="you-hold">
            {youHoldText(profile.magicDust)} <CurrencyIcon currency={LISTING_CURRENCY} />
          </p>
          <p className="market-sell__hint" data-testid="price-hint">
            {history.data
              ? sellHintText(history.data)
              : history.isError
                ? 'No price hint right now.'
                : 'Looking up recent sales...'}
          </p>
          {history.data && history.data.points.length > 0 && (
            <button
              type="button"
              className="market-sell__graph"
              aria-expanded={showSales}
              onClick={() => setShowSales((shown) => !shown)}
            >
              <PriceGraph history={history.data} size="spark" />
              <span className="market-sell__graph-label">
                {showSales ? 'Hide the recent sales' : 'Show the recent sales'}
              </span>
            </button>
          )}
          {showSales && <RecentSalesList query={kind} />}
        </div>
      </div>
      <div className="market-sell__actions">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" icon="shop" disabled={!state.canSell} aria-busy={busy}>
          Sell
        </Button>
      </div>
    </form>
  );
}
