import type { EffectType } from '@alchemy/game-rules';
import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import type { Cue } from '../playback-state';
import { EFFECT_LOOKS, skillLook } from '../skill-look';

/**
 * The passing effects of one moment on a fighter, each drawn its own way (duel-fx.css): a
 * blow's burst, a dodge's afterimage, a shield's ripple, a reflect's mirror and bolt, a
 * drain's stream, a heal's rising sparkles, a skill's burst in its own colour, and the
 * glyph of every effect a skill made land. Keyed by the cue's step, so each mounts anew and
 * its CSS animations start with it. Decoration only: every fact is also in words. A cloud
 * of sparks or motes is one element drawn with several gradients: every moving element is
 * a layer for the compositor, and fewer layers make each frame cheaper.
 */
export function CueFx({
  cue,
  imageUrl,
  skillEffects,
}: {
  cue: Cue;
  imageUrl: string;
  /** What the card's own skill does: the colour of its cast. */
  skillEffects: readonly EffectType[];
}) {
  // A cast has a part behind the creature too (SkillRays).
  switch (cue.kind) {
    case 'hit':
    case 'heavy-hit':
    case 'knockout':
      return <Burst kind={cue.kind === 'hit' ? 'hit' : 'heavy'} />;
    case 'reflected':
      return <Burst kind="reflected" />;
    case 'dodge':
      return (
        <span className="fx fx-dodge" aria-hidden="true">
          <img className="fx-dodge__ghost" src={imageUrl} alt="" draggable={false} />
          <span className="fx-dodge__streaks" />
        </span>
      );
    case 'blocked':
      return (
        <span className="fx fx-blocked" aria-hidden="true">
          <span className="fx-blocked__ring" />
          <span className="fx-blocked__ring fx-blocked__ring--late" />
        </span>
      );
    case 'reflect':
      return <FxLayers name="reflect" parts={['pane', 'bolt']} />;
    case 'drain':
      return <FxLayers name="drain" parts={['glow', 'motes']} />;
    case 'heal':
      return <FxLayers name="heal" parts={['glow', 'sparkles']} />;
    case 'skill':
      return <SkillBurst name={cue.skill ?? ''} effects={skillEffects} />;
    case 'effects':
      return <Landings effects={cue.effects ?? []} />;
  }
}

function Burst({ kind }: { kind: 'hit' | 'heavy' | 'reflected' }) {
  return (
    <span className={`fx fx-burst fx-burst--${kind}`} aria-hidden="true">
      <span className="fx-burst__star" />
      <span className="fx-burst__sparks" />
    </span>
  );
}

/** A skill's cast, in front of the caster: a ring in the skill's own hue, its glyph rising. */
function SkillBurst({ name, effects }: { name: string; effects: readonly EffectType[] }) {
  const look = skillLook(name, effects);
  return (
    <span
      className="fx fx-skill"
      style={{ '--skill-hue': look.hue } as CSSProperties}
      aria-hidden="true"
    >
      <span className="fx-skill__ring" />
      <span className="fx-skill__glyph">
        <Icon name={look.glyph} size="100%" />
      </span>
    </span>
  );
}

/** A skill's cast, behind the caster: rays turning out from it in the skill's hue. */
export function SkillRays({ name, effects }: { name: string; effects: readonly EffectType[] }) {
  return (
    <span
      className="fx fx-skill-back"
      style={{ '--skill-hue': skillLook(name, effects).hue } as CSSProperties}
      aria-hidden="true"
    >
      <span className="fx-skill__rays" />
    </span>
  );
}

/** The glyph of each effect that landed, popping in its colour, moving its own way. */
function Landings({ effects }: { effects: readonly EffectType[] }) {
  const shown = [...new Set(effects)];
  return (
    <span className="fx fx-landings" aria-hidden="true">
      {shown.map((type, index) => (
        <span
          key={type}
          className={`fx-landing fx-landing--${type}`}
          style={
            {
              '--effect-color': EFFECT_LOOKS[type].color,
              '--i': index - (shown.length - 1) / 2,
            } as CSSProperties
          }
        >
          <Icon name={EFFECT_LOOKS[type].glyph} size="100%" />
          {(type === 'buff' || type === 'debuff') && (
            <>
              <span className="fx-chevron" />
              <span className="fx-chevron" />
              <span className="fx-chevron" />
            </>
          )}
        </span>
      ))}
    </span>
  );
}

/** A skill's glyph above the caster's banner, in the skill's hue. */
export function SkillGlyph({ name, effects }: { name: string; effects: readonly EffectType[] }) {
  const look = skillLook(name, effects);
  return (
    <span
      className="fx-skill-glyph"
      style={{ '--skill-hue': look.hue } as CSSProperties}
      aria-hidden="true"
    >
      <Icon name={look.glyph} size="100%" />
    </span>
  );
}

/**
 * What stays while it lasts: the stun's circling stars, the shield's golden bubble (the
 * spec's 'invulnerability' effect). Always there, shown and hidden by a fade of 300 ms.
 */
export function StatusFx({ stunned, shielded }: { stunned: boolean; shielded: boolean }) {
  return (
    <>
      <span className="fx-shield" data-on={shielded} aria-hidden="true" />
      <span className="fx-stars" data-on={stunned} aria-hidden="true">
        <span className="fx-stars__orbit">
          {[0, 1, 2].map((star) => (
            <span key={star} className="fx-stars__star" style={{ '--i': star } as CSSProperties}>
              <Icon name="round-star" size="100%" />
            </span>
          ))}
        </span>
      </span>
    </>
  );
}

/** An effect drawn as stacked layers, each styled by its part's name (fighter-fx.css). */
function FxLayers({ name, parts }: { name: string; parts: readonly string[] }) {
  return (
    <span className={`fx fx-${name}`} aria-hidden="true">
      {parts.map((part) => (
        <span key={part} className={`fx-${name}__${part}`} />
      ))}
    </span>
  );
}
