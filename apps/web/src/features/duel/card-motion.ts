import type { CardAnimation, CueKind } from './playback-state';

/**
 * The fighters' motions (docs/RULES.md, "Duel playback") as Web Animations keyframes:
 * transform, opacity and filter only, so the compositor runs them. `toward` is +1 for the
 * player's fighter (the enemy is to its right), -1 for the opponent's. Percentages are of
 * the fighter's own width, so the lunge reaches the middle on a phone and on a desk alike.
 */
export interface Motion {
  keyframes: Keyframe[];
  durationMs: number;
}

const EASE_IN = 'cubic-bezier(0.5, 0, 0.9, 0.4)';
const EASE_OUT = 'cubic-bezier(0.15, 0.7, 0.3, 1)';

/**
 * The attack: wind-up (lean back), lunge (ease-in) reaching the target at 30% of the
 * second, hit-stop (held still), follow-through, and back home (ease-out): lunge 300, hit
 * 500 and return 200 ms of the spec's wait.
 */
function attack(toward: 1 | -1): Motion {
  const x = (percent: number) => `translateX(${toward * percent}%)`;
  const tilt = (degrees: number) => `rotate(${toward * degrees}deg)`;
  return {
    durationMs: 1000,
    keyframes: [
      { transform: `${x(0)} ${tilt(0)} scale(1)`, offset: 0, easing: EASE_OUT },
      { transform: `${x(-7)} ${tilt(-5)} scale(0.96)`, offset: 0.14, easing: EASE_IN },
      { transform: `${x(42)} ${tilt(4)} scale(1.07)`, offset: 0.3 },
      { transform: `${x(42)} ${tilt(4)} scale(1.07)`, offset: 0.39, easing: EASE_OUT },
      { transform: `${x(30)} ${tilt(1)} scale(1.03)`, offset: 0.6, easing: 'ease-in-out' },
      { transform: `${x(0)} ${tilt(0)} scale(1)`, offset: 1 },
    ],
  };
}

/** A blow taken: held still for the hit-stop, then knocked back and shaken. */
function struck(toward: 1 | -1, heavy: boolean): Motion {
  // Knocked away from the attacker, who is on the other side.
  const away = -toward;
  const k = heavy ? 1.7 : 1;
  const x = (percent: number) => `translateX(${away * percent * k}%)`;
  const tilt = (degrees: number) => `rotate(${away * degrees * k}deg)`;
  return {
    durationMs: heavy ? 560 : 440,
    keyframes: [
      { transform: `${x(0)} ${tilt(0)}`, offset: 0 },
      { transform: `${x(0)} ${tilt(0)}`, offset: 0.17 },
      { transform: `${x(9)} ${tilt(5)}`, offset: 0.3 },
      { transform: `${x(-4)} ${tilt(-2)}`, offset: 0.46 },
      { transform: `${x(3)} ${tilt(1)}`, offset: 0.62 },
      { transform: `${x(-1)} ${tilt(0)}`, offset: 0.8 },
      { transform: `${x(0)} ${tilt(0)}`, offset: 1 },
    ],
  };
}

/** The motion of a card's animation; the cue says how hard a blow was. */
export function motionFor(
  animation: CardAnimation,
  toward: 1 | -1,
  cue: CueKind | null = null,
): Motion | null {
  const away = -toward;
  switch (animation) {
    case 'idle':
      return null;
    case 'attacking':
      return attack(toward);
    case 'damaged':
      return struck(toward, cue === 'heavy-hit' || cue === 'knockout');
    case 'dodging':
      // A step back and aside, leaning out of the blow, then back to the guard.
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'translate(0, 0) skewX(0)', opacity: 1, easing: EASE_OUT },
          {
            transform: `translate(${away * 30}%, -6%) skewX(${toward * 10}deg)`,
            opacity: 0.55,
            offset: 0.35,
          },
          { transform: `translate(${away * 26}%, -6%) skewX(${toward * 6}deg)`, offset: 0.55 },
          { transform: 'translate(0, 0) skewX(0)', opacity: 1 },
        ],
      };
    case 'healing':
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'translateY(0) scale(1)' },
          { transform: 'translateY(-4%) scale(1.04)', offset: 0.45 },
          { transform: 'translateY(0) scale(1)' },
        ],
      };
    case 'draining':
      // Leans in toward the foe and pulls back, drinking.
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'translateX(0) scale(1)' },
          { transform: `translateX(${toward * 8}%) scale(1.03)`, offset: 0.3 },
          { transform: `translateX(${away * 4}%) scale(1.05)`, offset: 0.7 },
          { transform: 'translateX(0) scale(1)' },
        ],
      };
    case 'reflecting':
      // Braced: a short push toward the attacker as the blow is thrown back.
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'translateX(0) scale(1)' },
          { transform: `translateX(${toward * 10}%) scale(1.05)`, offset: 0.25 },
          { transform: 'translateX(0) scale(1)' },
        ],
      };
    case 'ability-triggered':
      // Rises to cast.
      return {
        durationMs: 600,
        keyframes: [
          { transform: 'translateY(0) scale(1)', easing: EASE_OUT },
          { transform: 'translateY(-5%) scale(1.06)', offset: 0.4 },
          { transform: 'translateY(-4%) scale(1.05)', offset: 0.7 },
          { transform: 'translateY(0) scale(1)' },
        ],
      };
  }
}

/** The white flash of a blow on the picture: two frames of light, then back. */
export function flashFor(cue: CueKind | null): Motion | null {
  switch (cue) {
    case 'hit':
    case 'heavy-hit':
    case 'knockout':
      return {
        durationMs: 200,
        keyframes: [
          { filter: 'brightness(3.2) saturate(0)', offset: 0 },
          { filter: 'brightness(3.2) saturate(0)', offset: 0.25 },
          { filter: 'brightness(1) saturate(1)', offset: 1 },
        ],
      };
    case 'reflected':
      // The thrown-back blow is violet: the reflect's colour.
      return {
        durationMs: 240,
        keyframes: [
          { filter: 'brightness(1.8) sepia(1) hue-rotate(220deg) saturate(4)', offset: 0 },
          { filter: 'brightness(1.8) sepia(1) hue-rotate(220deg) saturate(4)', offset: 0.3 },
          { filter: 'brightness(1) sepia(0) hue-rotate(0deg) saturate(1)', offset: 1 },
        ],
      };
    case 'blocked':
      return {
        durationMs: 260,
        keyframes: [
          { filter: 'brightness(1.6) sepia(0.6)', offset: 0 },
          { filter: 'brightness(1) sepia(0)', offset: 1 },
        ],
      };
    default:
      return null;
  }
}
