import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { motionFor } from '../card-motion';
import { visualEffect, type DisplayCard } from '../playback-state';
import type { PlaybackSpeed } from '../playback-run';
import {
  healthPercent,
  healthText,
  statDisplay,
  statusBadges,
  type StatusKind,
} from '../stat-display';

const STATUS_ICONS: Record<StatusKind, GameIconName> = {
  dodge: 'dodge',
  reflect: 'shield-reflect',
  drain: 'vampire-dracula',
  stunned: 'knockout',
  invulnerable: 'magic-shield',
};

interface DuelCardProps {
  card: DisplayCard;
  speed: PlaybackSpeed;
}

/** One fighter: name, level, stats, HP bar, banner, 'Dodged', floating numbers, statuses. */
export function DuelCard({ card, speed }: DuelCardProps) {
  const motionRef = useRef<HTMLDivElement>(null);
  const { state } = card;
  const dead = state.currentHealth <= 0;
  const side = state.isPlayer ? 'player' : 'opponent';

  useEffect(() => {
    const element = motionRef.current;
    const motion = motionFor(card.animation, state.isPlayer ? -1 : 1);
    if (!element || !motion || typeof element.animate !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const running = element.animate(motion.keyframes, {
      duration: motion.durationMs / speed,
      easing: 'ease-out',
    });
    return () => running.cancel();
    // Replays on every new animation step, also when the same animation repeats.
  }, [card.animation, card.animationStep, state.isPlayer, speed]);

  return (
    <article
      className={clsx('duel-card', `duel-card--${side}`, dead && 'duel-card--down')}
      data-testid={`duel-card-${card.id}`}
      data-animation={card.animation}
      data-effect={visualEffect(card)}
      aria-label={`${card.name}, ${healthText(state.currentHealth, state.health)}`}
    >
      <div ref={motionRef} className="duel-card__motion">
        <span className="duel-card__fx duel-card__fx--invulnerability" aria-hidden="true" />
        <span className="duel-card__fx duel-card__fx--damaged" aria-hidden="true" />
        <header className="duel-card__head">
          {card.imageUrl && (
            <img className="duel-card__art" src={card.imageUrl} alt="" width={72} height={101} />
          )}
          <div className="duel-card__title">
            <h3 className="duel-card__name">{card.name}</h3>
            <span className="duel-card__level">Lvl {card.level}</span>
          </div>
        </header>
        <dl className="duel-card__stats">
          <Stat label="ATK" current={state.currentAttack} base={state.attack} />
          <Stat label="DEF" current={state.currentDefense} base={state.defense} />
          <Stat label="SPD" current={state.currentSpeed} base={state.speed} />
        </dl>
        <HealthBar current={state.currentHealth} max={state.health} side={side} />
        <ul className="duel-card__statuses" aria-label="Statuses">
          {statusBadges(state).map((badge) => (
            <li
              key={badge.kind}
              className={`duel-status duel-status--${badge.kind}`}
              title={badge.description}
              aria-label={badge.description}
            >
              <Icon name={STATUS_ICONS[badge.kind]} />
              <span aria-hidden="true">{badge.label}</span>
            </li>
          ))}
        </ul>
      </div>
      {card.banner && (
        <p key={card.banner.step} className="duel-card__banner" role="status">
          {card.banner.text}
        </p>
      )}
      {card.dodged && <p className="duel-card__dodged">Dodged</p>}
      <div className="duel-card__floaters" aria-hidden="true">
        {card.floaters.map((floater) => (
          <span key={floater.step} className={`duel-floater duel-floater--${floater.kind}`}>
            {floater.kind === 'damage' ? `-${floater.amount}` : `+${floater.amount}`}
          </span>
        ))}
      </div>
    </article>
  );
}

function Stat({ label, current, base }: { label: string; current: number; base: number }) {
  const shown = statDisplay(current, base);
  return (
    <div className={`duel-stat duel-stat--${shown.tone}`}>
      <dt>{label}</dt>
      <dd>
        {shown.value}
        {shown.base !== null && <span className="duel-stat__base"> ({shown.base})</span>}
      </dd>
    </div>
  );
}

function HealthBar({ current, max, side }: { current: number; max: number; side: string }) {
  const percent = healthPercent(current, max);
  return (
    <div
      className={`duel-hp duel-hp--${side}`}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.max(0, current)}
      aria-label="Health"
    >
      <span className="duel-hp__fill" style={{ transform: `scaleX(${percent / 100})` }} />
      <span className="duel-hp__text">{healthText(current, max)}</span>
    </div>
  );
}
