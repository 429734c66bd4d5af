/**
 * What the elements do around a creature: flames lick, drops fall, leaves drift, sparks
 * fly. One kind of particle per family, scattered over free places of the card (around the
 * figure, never over its face) by the card's seed. Small shapes with a thin ink edge, so
 * they read on any backdrop and cost a phone nothing to paint.
 */
import type { ItemFamily, Rng } from '@alchemy/game-rules';

/**
 * Places around the figure in card coordinates (200 x 280): the sky, the left edge and the
 * lower right, away from where the creature looks (its face is on the right).
 */
const SLOTS: readonly (readonly [number, number])[] = [
  [24, 70],
  [22, 120],
  [24, 176],
  [30, 218],
  [60, 40],
  [100, 32],
  [140, 36],
  [176, 48],
  [178, 196],
  [170, 236],
  [62, 252],
  [20, 34],
];

/** One particle centred on 0,0, about 20 units across. */
type Particle = (rng: Rng) => string;

const flame: Particle = (rng) =>
  `<path class="p a" d="M0-12C7-4 8 3 4 8C2 11-2 11-4 8C-8 3-6-4 0-12Z"/><path class="g" d="M0-3C3 1 3 4 1 6C0 7-1 7-2 6C-3 4-2 1 0-3Z"/>${rng.chance(0.5) ? '<circle class="g" cx="8" cy="-10" r="1.8"/>' : ''}`;

const drop: Particle = (rng) =>
  rng.chance(0.5)
    ? '<path class="p a" d="M0-11C5-4 7 0 7 3A7 7 0 0 1-7 3C-7 0-5-4 0-11Z"/><ellipse class="b" cx="-2.5" cy="2" rx="1.8" ry="3"/>'
    : '<circle class="p b" r="6" fill-opacity=".5"/><circle class="w" cx="-2" cy="-2" r="1.5"/>';

const bolt: Particle = (rng) =>
  rng.chance(0.6)
    ? '<path class="p g" d="M2-12L-6 2H0L-3 12L7-3H1Z"/>'
    : '<path class="T Ti" stroke-width="6" d="M-8 0h16M0-8v16M-6-6l12 12M6-6-6 6"/><path class="T Tb" stroke-width="2.5" d="M-8 0h16M0-8v16M-6-6l12 12M6-6-6 6"/>';

const rock: Particle = () =>
  '<path class="p s" d="M-8 2L-4-7 5-8 9 0 4 8-5 7Z"/><path class="l" d="M-4-5L4-6 2-1-3 0Z"/>';

const leaf: Particle = (rng) =>
  rng.chance(0.7)
    ? '<path class="p l" d="M-9 6C-9-4 0-10 9-8C9 2 0 8-9 6Z"/><path class="T Ts" stroke-width="1.5" d="M-7 5L6-6"/>'
    : '<circle class="p a" r="5"/><circle class="g" r="2"/>';

const gleam: Particle = () =>
  '<path class="p b" d="M0-11L2.5-2.5 11 0 2.5 2.5 0 11-2.5 2.5-11 0-2.5-2.5Z"/>';

const paw: Particle = () =>
  '<g class="p b"><ellipse cx="0" cy="4" rx="6" ry="5"/><circle cx="-6.5" cy="-3.5" r="2.8"/><circle cx="-2.2" cy="-7.5" r="2.8"/><circle cx="2.8" cy="-7.5" r="2.8"/><circle cx="7" cy="-3.5" r="2.8"/></g>';

const wisp: Particle = () =>
  '<path class="p b" fill-opacity=".85" d="M0-10C7-6 7 3 2 7C4 10 1 13-3 11C-7 8-8-1 0-10Z"/><circle class="d" cx="-1" cy="-1" r="1.5"/><circle class="d" cx="3" cy="-1" r="1.5"/>';

const rune: Particle = (rng) =>
  `<circle class="p d" r="9" fill-opacity=".6"/><path class="T Tg" stroke-width="2" d="M0 0${rng.pick(['m-4 4 4-8 4 8Z', 'm0-5v10m-4-5h8', 'm-4-4 8 8m0-8-8 8', 'm-4 5v-10l8 10v-10'])}"/>`;

const gear: Particle = () =>
  '<path class="p y" d="M-2-10h4l1 3 3 1 3-2 3 3-2 3 1 3 3 1v4l-3 1-1 3 2 3-3 3-3-2-3 1-1 3h-4l-1-3-3-1-3 2-3-3 2-3-1-3-3-1v-4l3-1 1-3-2-3 3-3 3 2 3-1Z"/><circle class="p a" r="3.5"/>';

const mote: Particle = (rng) =>
  `<circle class="p" r="4.5" fill="${rng.pick(['#ff8a3d', '#4fb0ff', '#c8f0ff', '#9ccf5a'])}"/>`;

const EFFECTS: Record<ItemFamily, Particle> = {
  Flame: flame,
  Liquids: drop,
  Weather: bolt,
  Stone: rock,
  Flora: leaf,
  Metals: gleam,
  Beasts: paw,
  Spirits: wisp,
  Arcane: rune,
  Machines: gear,
  Any: mote,
};

/**
 * Particles of each given family (the first gets more), each at its own free slot, turned
 * and sized by the rng. Returns the markup and the slots used (for the perceptual key).
 */
export function drawEffects(families: readonly ItemFamily[], rng: Rng): string {
  const free = [...SLOTS];
  let out = '';
  families.forEach((family, index) => {
    const count = index === 0 ? 4 : 2;
    for (let i = 0; i < count && free.length > 0; i += 1) {
      const [slot] = free.splice(rng.int(0, free.length - 1), 1);
      if (!slot) break;
      const [x, y] = slot;
      const turn = rng.int(-25, 25);
      const size = (0.8 + rng.next() * 0.5).toFixed(2);
      out += `<g transform="translate(${x + rng.int(-6, 6)} ${y + rng.int(-6, 6)}) rotate(${turn}) scale(${size})">${EFFECTS[family](rng)}</g>`;
    }
  });
  return out;
}
