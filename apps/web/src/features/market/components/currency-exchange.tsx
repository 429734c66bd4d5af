import type { CurrencyOffer, Profile } from '@alchemy/contracts';
import { balanceAfter } from '@alchemy/game-rules';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Money, SpendConfirmDialog } from '@/components/ui/spend-confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { unsentWriteText } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { playRefusedSound } from '@/lib/sound';
import { useCurrencyOffers } from '../api/get-currency-offers';
import { usePurchaseOffer } from '../api/purchase-offer';
import { serverMessageOr } from '../market-errors';
import {
  MARKET_ERROR_MS,
  NO_OFFERS,
  OFFER_PURCHASE_FAILED,
  OFFER_PURCHASE_SUCCESS,
  OFFERS_LOAD_FAILED,
} from '../market-texts';
import {
  CURRENCY_LABELS,
  leftTodayText,
  offerAvailability,
  offerTitle,
} from '../offer-availability';
import { CurrencyIcon } from './currency-icon';

/** The 'Currency Exchange' tab: one card per fixed offer, bought one at a time. */
export function CurrencyExchange({ profile }: { profile: Profile | undefined }) {
  const offers = useCurrencyOffers();
  const purchase = usePurchaseOffer();
  const buyingId = purchase.isPending ? (purchase.variables ?? null) : null;
  // Every exchange asks first (docs/RULES.md, "Currencies"): it is money for money.
  const [confirming, setConfirming] = useState<CurrencyOffer | null>(null);

  const buy = (offer: CurrencyOffer) => {
    setConfirming(null);
    if (purchase.isPending) return;
    purchase.mutate(offer.id, {
      onSuccess: () => showSnackbar(OFFER_PURCHASE_SUCCESS, { type: 'success' }),
      onError: (error) => {
        console.warn('Buying the offer failed', error);
        const unsent = unsentWriteText(error, 'nothing was exchanged');
        if (unsent) playRefusedSound();
        showSnackbar(unsent ?? serverMessageOr(error, OFFER_PURCHASE_FAILED), {
          type: 'error',
          durationMs: MARKET_ERROR_MS,
        });
      },
    });
  };

  return (
    <Panel className="market-section market-exchange" aria-labelledby="market-exchange-title">
      <h2 id="market-exchange-title" className="market-section-title">
        <Icon name="two-coins" />
        <span>Currency Exchange</span>
      </h2>
      {offers.data === undefined ? (
        offers.isError ? (
          <p className="market-empty" role="alert">
            {OFFERS_LOAD_FAILED}
          </p>
        ) : (
          <div className="market-section__loading">
            <Spinner label="Loading currency offers" />
          </div>
        )
      ) : offers.data.length === 0 ? (
        <p className="market-empty">{NO_OFFERS}</p>
      ) : (
        <ul className="market-offers">
          {offers.data.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              profile={profile}
              buying={buyingId === offer.id}
              anyBuying={buyingId !== null}
              onBuy={setConfirming}
            />
          ))}
        </ul>
      )}
      {confirming && profile && (
        <SpendConfirmDialog
          open
          title={`Exchange for ${offerTitle(confirming)}?`}
          pay={{ currency: confirming.priceCurrency, amount: confirming.priceAmount }}
          get={<Money amount={confirming.amountToSell} currency={confirming.currencyToSell} />}
          balanceAfter={balanceAfter(
            { currency: confirming.priceCurrency, amount: confirming.priceAmount },
            profile,
          )}
          confirmLabel="Purchase"
          onCancel={() => setConfirming(null)}
          onConfirm={() => buy(confirming)}
        />
      )}
    </Panel>
  );
}

function OfferCard({
  offer,
  profile,
  buying,
  anyBuying,
  onBuy,
}: {
  offer: CurrencyOffer;
  profile: Profile | undefined;
  buying: boolean;
  anyBuying: boolean;
  onBuy: (offer: CurrencyOffer) => void;
}) {
  const availability = offerAvailability(offer, profile);
  const left = leftTodayText(offer);
  const missingId = useId();
  return (
    <li className="market-offer" data-testid={`offer-${offer.id}`}>
      <h3 className="market-offer__title">{offerTitle(offer)}</h3>
      {offer.description && <p className="market-offer__desc">{offer.description}</p>}
      <dl className="market-offer__terms">
        <div className="market-offer__term market-offer__term--get">
          <dt>Get</dt>
          <dd>
            <span className="market-offer__amount">{formatNumber(offer.amountToSell)}</span>
            <CurrencyIcon currency={offer.currencyToSell} size="1.3em" />
            <span className="market-offer__currency" aria-hidden="true">
              {CURRENCY_LABELS[offer.currencyToSell]}
            </span>
          </dd>
        </div>
        <div className="market-offer__term">
          <dt>For</dt>
          <dd>
            <span className="market-offer__amount">{formatNumber(offer.priceAmount)}</span>
            <CurrencyIcon currency={offer.priceCurrency} size="1.3em" />
            <span className="market-offer__currency" aria-hidden="true">
              {CURRENCY_LABELS[offer.priceCurrency]}
            </span>
          </dd>
        </div>
      </dl>
      {left && (
        <p className="market-offer__left" data-testid="offer-left-today">
          {left}
        </p>
      )}
      <Button
        block
        icon="shopping-cart"
        disabled={!availability.canPurchase || (anyBuying && !buying)}
        aria-busy={buying}
        aria-describedby={availability.missing ? missingId : undefined}
        title={availability.reason ?? undefined}
        onClick={() => onBuy(offer)}
      >
        Purchase
      </Button>
      {availability.missing && (
        <p id={missingId} className="spend-missing">
          {availability.missing}
        </p>
      )}
    </li>
  );
}
