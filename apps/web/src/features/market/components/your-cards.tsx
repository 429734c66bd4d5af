import type { BattleCard, MarketListing } from '@alchemy/contracts';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { BattleCardFace, battleCardLabel } from '@/components/ui/battle-card-face';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { ownCardAction } from '../listing-action';
import { NO_CARDS_TO_SELL } from '../market-texts';

interface YourCardsProps {
  cards: readonly BattleCard[] | undefined;
  myListings: readonly MarketListing[] | undefined;
  /** The listing being cancelled, while it is. */
  cancellingId: string | null;
  onOpen: (card: BattleCard) => void;
  onSell: (card: BattleCard) => void;
  onCancel: (listingId: string) => void;
}

/** 'Your Cards (count)', collapsed at first: each card with 'Sell' or 'Cancel Sell'. */
export function YourCards({
  cards,
  myListings,
  cancellingId,
  onOpen,
  onSell,
  onCancel,
}: YourCardsProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <Panel className="market-section market-own">
      <h2 className="market-section-title">
        <button
          type="button"
          className="market-collapse"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          <Icon name="card-random" />
          <span>{`Your Cards (${cards?.length ?? 0})`}</span>
          <span
            className={clsx(
              'market-collapse__chevron',
              expanded && 'market-collapse__chevron--open',
            )}
            aria-hidden="true"
          >
            ▾
          </span>
        </button>
      </h2>
      <div id={contentId} hidden={!expanded} className="market-own__content">
        {expanded &&
          (cards === undefined ? (
            <p className="market-empty" role="status">
              Loading your cards...
            </p>
          ) : cards.length === 0 ? (
            <p className="market-empty">{NO_CARDS_TO_SELL}</p>
          ) : (
            <ul className="market-cards__grid">
              {cards.map((card) => (
                <li
                  key={card.id}
                  className="market-tile"
                  data-testid={`market-own-card-${card.id}`}
                >
                  <button
                    type="button"
                    className="market-tile__card"
                    aria-label={battleCardLabel(card)}
                    onClick={() => onOpen(card)}
                  >
                    <BattleCardFace card={card} />
                  </button>
                  <OwnCardButton
                    card={card}
                    myListings={myListings}
                    cancellingId={cancellingId}
                    onSell={onSell}
                    onCancel={onCancel}
                  />
                </li>
              ))}
            </ul>
          ))}
      </div>
    </Panel>
  );
}

function OwnCardButton({
  card,
  myListings,
  cancellingId,
  onSell,
  onCancel,
}: Pick<YourCardsProps, 'myListings' | 'cancellingId' | 'onSell' | 'onCancel'> & {
  card: BattleCard;
}) {
  const action = ownCardAction(card, myListings);
  if (action.kind === 'sell') {
    return (
      <Button block className="market-tile__action" icon="shop" onClick={() => onSell(card)}>
        Sell
      </Button>
    );
  }
  const { listingId } = action;
  const cancelling = listingId !== null && cancellingId === listingId;
  return (
    <Button
      block
      variant="secondary"
      className="market-tile__action"
      // The clicked button keeps its focus while its cancellation runs; the others wait.
      disabled={listingId === null || (cancellingId !== null && !cancelling)}
      aria-busy={cancelling}
      onClick={() => {
        if (listingId !== null) onCancel(listingId);
      }}
    >
      Cancel Sell
    </Button>
  );
}
