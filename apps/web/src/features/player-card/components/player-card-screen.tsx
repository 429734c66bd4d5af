import type { PlayerCard } from '@alchemy/contracts';
import { useId } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { usePlayerCard } from '../api/get-player-card';
import {
  CARD_PROBLEM,
  cardFailureText,
  isPlayerId,
  LOADING_CARD,
  NO_TITLE,
  PITCH,
  PLAY,
  PLAYER_CARD,
  streakText,
} from '../player-card-texts';
import './player-card-screen.css';

/**
 * /player/{playerId} (docs/RULES.md, "Public player cards"): a player's public card, open
 * to anyone signed in or not: avatar, name, title, level, world rank and best race
 * streak, and 'Play Alchemy Arena'. The link a player shares from their profile; its
 * preview in a chat is drawn by the server.
 */
export function PlayerCardScreen() {
  const { playerId = '' } = useParams();
  const valid = isPlayerId(playerId);
  const card = usePlayerCard(playerId, valid);

  return (
    <main className="standalone-page">
      <ConnectionBanner />
      {!valid || card.isError ? (
        <CardProblem message={cardFailureText(card.error)} />
      ) : card.data ? (
        <CardFace card={card.data} />
      ) : (
        <Panel className="player-card player-card--loading" aria-label={PLAYER_CARD}>
          <Spinner label={LOADING_CARD} />
          <p role="status">{LOADING_CARD}</p>
        </Panel>
      )}
    </main>
  );
}

function CardFace({ card }: { card: PlayerCard }) {
  const titleId = useId();
  const figures = [
    { label: 'Level', value: formatNumber(card.level), icon: 'upgrade' },
    { label: 'World rank', value: `#${formatNumber(card.worldRank)}`, icon: 'world' },
    { label: 'Best race streak', value: streakText(card.bestRaceStreak), icon: 'flame' },
  ] as const;
  return (
    <Panel className="player-card" aria-labelledby={titleId}>
      <p className="player-card__eyebrow">
        <Icon name="person" /> {PLAYER_CARD}
      </p>
      <img
        className="player-card__avatar"
        src={card.avatarUrl}
        alt={`Avatar of ${card.name}`}
        width={120}
        height={120}
      />
      <h1 id={titleId} className="player-card__name">
        {card.name}
      </h1>
      <p
        className={
          card.title ? 'player-card__title' : 'player-card__title player-card__title--none'
        }
      >
        {card.title && <span className="sr-only">Title: </span>}
        {card.title ?? NO_TITLE}
      </p>
      <ul className="player-card__figures">
        {figures.map(({ label, value, icon }) => (
          <li key={label} className="player-card__figure">
            <Icon name={icon} size="22px" />
            <span className="player-card__value">{value}</span>
            <span className="player-card__label">{label}</span>
          </li>
        ))}
      </ul>
      <p className="player-card__pitch">{PITCH}</p>
      <ButtonLink to="/game" icon="crossed-swords">
        {PLAY}
      </ButtonLink>
    </Panel>
  );
}

function CardProblem({ message }: { message: string }) {
  const titleId = useId();
  return (
    <Panel className="player-card player-card--problem" aria-labelledby={titleId}>
      <div className="player-card__sigil" aria-hidden="true">
        <Icon name="broken-bottle" size="48px" />
      </div>
      <h1 id={titleId} className="player-card__name">
        {CARD_PROBLEM}
      </h1>
      <p className="player-card__pitch" role="alert">
        {message}
      </p>
      <ButtonLink to="/game" icon="crossed-swords">
        {PLAY}
      </ButtonLink>
    </Panel>
  );
}
