/**
 * Draws the crafting screen's motes in a worker, on the canvas the screen handed over.
 * On the page's main thread the field's frames were the largest share of its work while
 * the screen loaded (Lighthouse's main-thread breakdown on /game/crafting): a slow phone
 * had them in the way of the first taps. Here the page only forwards sizes and the drag.
 */
import { frameLoop } from '@/lib/frame-loop';
import { createMote, moteCount, stepMote, type Attractor, type Mote } from './particles';
import type { FromCanvasWorker } from '@/lib/canvas-worker-messages';
import type { ToParticles } from './particle-messages';

/** The glow sprite's radius in pixels; each mote scales it to its own glow. */
const SPRITE_RADIUS = 32;

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let reduceMotion = false;
let visible = true;
let motes: Mote[] = [];
let width = 0;
let height = 0;
let attractor: Attractor = null;
const sprites = new Map<number, OffscreenCanvas>();

/**
 * One glow per hue, drawn once: a radial gradient per mote per frame cost most of each
 * frame. The twinkle scales the sprite's alpha (globalAlpha), which is what scaling each
 * colour stop's alpha did.
 */
function glowSprite(hue: number): OffscreenCanvas {
  const sprite = new OffscreenCanvas(SPRITE_RADIUS * 2, SPRITE_RADIUS * 2);
  const context = sprite.getContext('2d');
  if (!context) return sprite;
  const c = SPRITE_RADIUS;
  const gradient = context.createRadialGradient(c, c, 0, c, c, SPRITE_RADIUS);
  gradient.addColorStop(0, `hsla(${hue}, 90%, 75%, 0.85)`);
  gradient.addColorStop(0.3, `hsla(${hue}, 90%, 60%, 0.25)`);
  gradient.addColorStop(1, `hsla(${hue}, 90%, 50%, 0)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, sprite.width, sprite.height);
  return sprite;
}

function draw(): void {
  if (!ctx) return;
  ctx.clearRect(0, 0, width, height);
  ctx.globalCompositeOperation = 'lighter';
  for (const mote of motes) {
    let sprite = sprites.get(mote.hue);
    if (!sprite) {
      sprite = glowSprite(mote.hue);
      sprites.set(mote.hue, sprite);
    }
    const glow = mote.radius * (attractor ? 5 : 4);
    ctx.globalAlpha = 0.55 + 0.45 * Math.sin(mote.phase);
    ctx.drawImage(sprite, mote.x - glow, mote.y - glow, glow * 2, glow * 2);
  }
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
}

// 30 frames per second (lib/frame-loop.ts); a mote's step is in 60 Hz frames.
const frames = frameLoop(30, (_nowMs, sinceLastMs) => {
  const dt = sinceLastMs === null ? 1 : Math.min(3, sinceLastMs / (1000 / 60));
  // Decoration, not game logic: Math.random is fine here.
  for (const mote of motes) stepMote(mote, dt, width, height, attractor, Math.random);
  draw();
});

function start(): void {
  if (ctx && !reduceMotion && visible && width > 0) frames.start();
}

function resize(nextWidth: number, nextHeight: number): void {
  if (!canvas) return;
  width = nextWidth;
  height = nextHeight;
  // One canvas pixel per CSS pixel, whatever the screen's density: the glows are soft,
  // and a sharper backing store only multiplies the pixels cleared, blended and composited.
  canvas.width = Math.round(width);
  canvas.height = Math.round(height);
  const count = moteCount(width, height);
  motes = motes.slice(0, count);
  while (motes.length < count) motes.push(createMote(width, height, Math.random));
  if (reduceMotion) draw();
  else start();
}

addEventListener('message', (event: MessageEvent<ToParticles>) => {
  const message = event.data;
  switch (message.type) {
    case 'start': {
      canvas = message.canvas;
      ctx = canvas.getContext('2d');
      reduceMotion = message.reduceMotion;
      if (!ctx) {
        const failed: FromCanvasWorker = { type: 'failed' };
        postMessage(failed);
      }
      break;
    }
    case 'size':
      resize(message.width, message.height);
      break;
    case 'pointer':
      // The canvas is fixed at the viewport's origin: viewport and canvas pixels agree.
      attractor = message.point;
      if (reduceMotion) draw();
      break;
    case 'visible':
      visible = message.visible;
      if (visible) start();
      else frames.stop();
      break;
  }
});
