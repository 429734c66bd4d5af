import clsx from 'clsx';
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { flashFor, motionFor } from '../card-motion';
import { visualEffect, type DisplayCard } from '../playback-state';
import type { PlaybackSpeed } from '../playback-run';
import {
  healthPercent,
  healthText,
  statDisplay,
  statusBadges,
  type StatusKind,
} from '../stat-display';
import { skillLook } from '../skill-look';
import { CueFx, SkillGlyph, SkillRays, StatusFx } from './fighter-fx';

const STATUS_ICONS: Record<StatusKind, GameIconName> = {
  dodge: 'dodge',
  reflect: 'shield-reflect',
  drain: 'vampire-dracula',
  stunned: 'knockout',
  invulnerable: 'magic-shield',
};

/** How the fight ended for this fighter: it still stands and won, or lost on its feet. */
export type Outcome = 'victor' | 'beaten' | null;

interface DuelCardProps {
  card: DisplayCard;
  speed: PlaybackSpeed;
  outcome: Outcome;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One fighter: its creature large (the card's picture; the opponent's mirrored so the two
 * face each other), and under it the plate the spec lists: name, 'Lvl N', attack, defense
 * and speed with their base, 'HP: current/max', statuses. Over the creature: the skill
 * banner, 'Dodged', the floating numbers and the effects of the moment.
 */
export const DuelCard = memo(function DuelCard({ card, speed, outcome }: DuelCardProps) {
  const motionRef = useRef<HTMLDivElement>(null);
  const artRef = useRef<HTMLImageElement>(null);
  const { state } = card;
  const side = state.isPlayer ? 'player' : 'opponent';
  const toward = state.isPlayer ? 1 : -1;
  const cueKind = card.cue?.kind ?? null;

  useEffect(() => {
    const element = motionRef.current;
    const motion = motionFor(card.animation, toward, cueKind);
    if (!element || !motion || typeof element.animate !== 'function' || reducedMotion()) return;
    const running = element.animate(motion.keyframes, { duration: motion.durationMs / speed });
    return () => running.cancel();
    // Replays on every new animation step, also when the same animation repeats.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cue rides with the step
  }, [card.animation, card.animationStep, toward, speed]);

  useEffect(() => {
    const art = artRef.current;
    const flash = flashFor(cueKind);
    if (!art || !flash || typeof art.animate !== 'function') return;
    // A flash is light, not movement: kept under reduced motion, softened.
    const keyframes = reducedMotion()
      ? [{ filter: 'brightness(1.6)' }, { filter: 'brightness(1)' }]
      : flash.keyframes;
    const running = art.animate(keyframes, { duration: flash.durationMs / speed });
    return () => running.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per cue
  }, [card.cue?.step]);

  return (
    <article
      className={clsx(
        'duel-card',
        `duel-card--${side}`,
        card.down && 'duel-card--down',
        outcome && `duel-card--${outcome}`,
      )}
      style={{ '--toward': toward } as CSSProperties}
      data-testid={`duel-card-${card.id}`}
      data-animation={card.animation}
      data-effect={visualEffect(card)}
      data-cue={cueKind ?? 'none'}
      aria-label={`${card.name}, ${healthText(state.currentHealth, state.health)}`}
    >
      <div className="duel-card__stage">
        <div ref={motionRef} className="duel-card__motion">
          <div className="duel-card__pose">
            <span className="duel-card__aura" aria-hidden="true" />
            <span className="duel-card__fx duel-card__fx--damaged" aria-hidden="true" />
            {card.cue?.kind === 'skill' && (
              <SkillRays
                key={`rays-${card.cue.step}`}
                name={card.cue.skill ?? ''}
                effects={card.skillEffects}
              />
            )}
            <div className="duel-card__body">
              {card.imageUrl && (
                <img
                  ref={artRef}
                  className="duel-card__art"
                  src={card.imageUrl}
                  alt=""
                  width={200}
                  height={280}
                  draggable={false}
                />
              )}
            </div>
            <StatusFx stunned={state.isStunned && !card.down} shielded={state.isInvulnerable} />
            {card.cue && (
              <CueFx
                key={`cue-${card.cue.step}`}
                cue={card.cue}
                imageUrl={card.imageUrl}
                skillEffects={card.skillEffects}
              />
            )}
          </div>
        </div>
        {card.banner && (
          <p
            key={card.banner.step}
            className="duel-card__banner"
            role="status"
            style={
              { '--skill-hue': skillLook(card.banner.text, card.skillEffects).hue } as CSSProperties
            }
          >
            <SkillGlyph name={card.banner.text} effects={card.skillEffects} />
            {card.banner.text}
          </p>
        )}
        {card.dodged && <p className="duel-card__dodged">Dodged</p>}
        <div className="duel-card__floaters" aria-hidden="true">
          {card.floaters.map((floater, index) => (
            <span
              key={floater.step}
              className={clsx(
                'duel-floater',
                `duel-floater--${floater.kind}`,
                floater.heavy && 'duel-floater--heavy',
              )}
              style={{ '--lane': index % 2 === 0 ? -1 : 1 } as CSSProperties}
            >
              {floater.kind === 'damage'
                ? `-${floater.amount}`
                : floater.kind === 'blocked'
                  ? 'Blocked'
                  : `+${floater.amount}`}
            </span>
          ))}
        </div>
      </div>
      <div className="duel-card__plate">
        <div className="duel-card__title">
          <h3 className="duel-card__name">{card.name}</h3>
          <span className="duel-card__level">Lvl {card.level}</span>
        </div>
        <HealthBar current={state.currentHealth} max={state.health} side={side} />
        <dl className="duel-card__stats">
          <Stat label="ATK" current={state.currentAttack} base={state.attack} />
          <Stat label="DEF" current={state.currentDefense} base={state.defense} />
          <Stat label="SPD" current={state.currentSpeed} base={state.speed} />
        </dl>
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
    </article>
  );
});

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
      <span className="duel-hp__trail" style={{ transform: `scaleX(${percent / 100})` }} />
      <span className="duel-hp__fill" style={{ transform: `scaleX(${percent / 100})` }} />
      <span className="duel-hp__text">{healthText(current, max)}</span>
    </div>
  );
}
