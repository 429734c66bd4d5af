import type { CardAnimation } from './playback-state';

/**
 * The per-card animations (docs/RULES.md, "Duel playback") as Web Animations keyframes: transform
 * and opacity only, so they run on the compositor at 60 fps. `toward` is +1 when the enemy is below
 * the card (the opponent's row), -1 when above (the player's row).
 */
export function motionFor(
  animation: CardAnimation,
  toward: 1 | -1,
): { keyframes: Keyframe[]; durationMs: number } | null {
  const lunge = `${toward * 28}px`;
  switch (animation) {
    case 'idle':
      return null;
    case 'attacking':
      // The lunge (300), the hit (500) and the return (200) of docs/RULES.md, "Duel playback".
      return {
        durationMs: 1000,
        keyframes: [
          { transform: 'translateY(0) scale(1)', offset: 0 },
          { transform: `translateY(${lunge}) scale(1.06)`, offset: 0.3 },
          { transform: `translateY(${lunge}) scale(1.06)`, offset: 0.8 },
          { transform: 'translateY(0) scale(1)', offset: 1 },
        ],
      };
    case 'damaged':
      return {
        durationMs: 420,
        keyframes: [
          { transform: 'translateX(0)' },
          { transform: 'translateX(-8px) rotate(-2deg)' },
          { transform: 'translateX(7px) rotate(1.5deg)' },
          { transform: 'translateX(-4px)' },
          { transform: 'translateX(0)' },
        ],
      };
    case 'dodging':
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'translateX(0)', opacity: 1 },
          { transform: 'translateX(34px) skewX(-8deg)', opacity: 0.55, offset: 0.4 },
          { transform: 'translateX(0)', opacity: 1 },
        ],
      };
    case 'healing':
    case 'draining':
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'scale(1)' },
          { transform: 'scale(1.05)', offset: 0.45 },
          { transform: 'scale(1)' },
        ],
      };
    case 'reflecting':
      return {
        durationMs: 500,
        keyframes: [
          { transform: 'scale(1) rotate(0)' },
          { transform: `scale(1.04) translateY(${toward * 10}px) rotate(-1deg)`, offset: 0.35 },
          { transform: 'scale(1) rotate(0)' },
        ],
      };
    case 'ability-triggered':
      return {
        durationMs: 300,
        keyframes: [
          { transform: 'scale(1)' },
          { transform: 'scale(1.08)', offset: 0.5 },
          { transform: 'scale(1)' },
        ],
      };
  }
}
