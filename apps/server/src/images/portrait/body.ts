/**
 * What a creature's body is: a hand-drawn figure in a 200 x 200 box, standing on the ground
 * at y = 190 and facing right (the duel mirrors the opponent). Every body is drawn with the
 * portrait's paint classes (paint.ts), so one drawing takes any palette.
 */
import type { CardClass } from '@alchemy/game-rules';

interface Point {
  x: number;
  y: number;
}

/** Where headgear sits: the top of the head, its size and its lean (degrees). */
interface HeadAnchor extends Point {
  /** 1 for a head about 70 units across. */
  scale: number;
  tilt: number;
}

/** Whether a body has costume parts (class `v`: a hat, a helmet, a hood, wings). */
export function hasCostume(body: Body): boolean {
  return [body.under, body.over].some((layer) => layer.includes('class="o v"'));
}

/** What may be worn on the head: a hat or a helmet leaves room for little else. */
type HeadgearFit = 'any' | 'small';

export interface Body {
  /** Stable name, part of the portrait's perceptual key ('beast-wolf'). */
  id: string;
  cardClass: CardClass;
  /**
   * The drawing's extent (its SVG bounding box, without strokes): the portrait scales and
   * centres the body by it. `npm run portraits:sheet` measures every body in Chromium and
   * names any whose drawing no longer matches.
   */
  box: { left: number; right: number; top: number };
  /** Behind the skin: far legs, tail, wings, cloak. */
  under: string;
  /**
   * The skin: shapes in main paint whose union clips the markings. Each is one element
   * (path, ellipse, circle) so that a clip path can point at it.
   */
  skin: readonly string[];
  /** In front of the markings: near legs, face, eyes, gear. */
  over: string;
  head: HeadAnchor;
  headgear: HeadgearFit;
  /** Centre and radius of the eye that looks at the foe: it glows in the element's light. */
  eye: Point & { r: number };
  /** Where an amulet or a sigil hangs (chest or brow). */
  chest: Point;
  /** Where the creature's figure mostly is, for the aura and the ground shadow. */
  mass: { x: number; y: number; rx: number; ry: number };
}
