/**
 * The motes of the crafting backdrop: a tiny simulation kept apart from the canvas so its
 * motion can be reasoned about (and tested) without a DOM.
 */

export interface Mote {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
  hue: number;
  /** Phase of the twinkle. */
  phase: number;
}

/** Where the dragged item is, in canvas pixels, or null when nothing is being dragged. */
export type Attractor = { x: number; y: number } | null;

const MAX_MOTES = 120;
const DRIFT = 0.012;
const FRICTION = 0.985;
const PULL = 0.045;
const MAX_SPEED = 2.6;

/** One mote per ~9,000 px² of screen, capped, so phones draw far fewer than desktops. */
export function moteCount(width: number, height: number): number {
  return Math.max(12, Math.min(MAX_MOTES, Math.round((width * height) / 9000)));
}

export function createMote(width: number, height: number, random: () => number): Mote {
  const hues = [42, 174, 262];
  return {
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.3,
    vy: -0.05 - random() * 0.25,
    radius: 0.8 + random() * 2.2,
    hue: hues[Math.floor(random() * hues.length)] ?? 42,
    phase: random() * Math.PI * 2,
  };
}

/** Advances a mote by one frame (dt in 60 Hz frames), wrapping at the edges. */
export function stepMote(
  mote: Mote,
  dt: number,
  width: number,
  height: number,
  attractor: Attractor,
  random: () => number,
): void {
  mote.vx += (random() - 0.5) * DRIFT * dt;
  mote.vy += (random() - 0.55) * DRIFT * dt;
  if (attractor) {
    const dx = attractor.x - mote.x;
    const dy = attractor.y - mote.y;
    const distance = Math.hypot(dx, dy) || 1;
    // Stronger when close, but never a singularity: motes orbit rather than collapse.
    const force = PULL * dt * Math.min(1, 220 / distance);
    mote.vx += (dx / distance) * force;
    mote.vy += (dy / distance) * force;
  }
  const speed = Math.hypot(mote.vx, mote.vy);
  if (speed > MAX_SPEED) {
    mote.vx = (mote.vx / speed) * MAX_SPEED;
    mote.vy = (mote.vy / speed) * MAX_SPEED;
  }
  const friction = FRICTION ** dt;
  mote.vx *= friction;
  mote.vy *= friction;
  mote.x += mote.vx * dt;
  mote.y += mote.vy * dt;
  mote.phase += 0.03 * dt;
  const margin = 10;
  if (mote.x < -margin) mote.x = width + margin;
  if (mote.x > width + margin) mote.x = -margin;
  if (mote.y < -margin) mote.y = height + margin;
  if (mote.y > height + margin) mote.y = -margin;
}
