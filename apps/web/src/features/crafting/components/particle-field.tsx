import { useEffect, useRef } from 'react';
import type { DragPointer } from '../drag-pointer';
import { createMote, moteCount, stepMote, type Mote } from '../particles';
import './particle-field.css';

/** The glow sprite's radius in pixels; each mote scales it to its own glow. */
const SPRITE_RADIUS = 32;

/**
 * One glow per hue, drawn once: a radial gradient per mote per frame cost a phone's main
 * thread most of each frame. The twinkle scales the sprite's alpha (globalAlpha), which is
 * what scaling each colour stop's alpha did.
 */
function glowSprite(hue: number): HTMLCanvasElement {
  const sprite = document.createElement('canvas');
  sprite.width = sprite.height = SPRITE_RADIUS * 2;
  const ctx = sprite.getContext('2d');
  if (!ctx) return sprite;
  const c = SPRITE_RADIUS;
  const gradient = ctx.createRadialGradient(c, c, 0, c, c, SPRITE_RADIUS);
  gradient.addColorStop(0, `hsla(${hue}, 90%, 75%, 0.85)`);
  gradient.addColorStop(0.3, `hsla(${hue}, 90%, 60%, 0.25)`);
  gradient.addColorStop(1, `hsla(${hue}, 90%, 50%, 0)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, sprite.width, sprite.height);
  return sprite;
}

function drawMote(
  ctx: CanvasRenderingContext2D,
  mote: Mote,
  attracted: boolean,
  sprites: Map<number, HTMLCanvasElement>,
): void {
  let sprite = sprites.get(mote.hue);
  if (!sprite) {
    sprite = glowSprite(mote.hue);
    sprites.set(mote.hue, sprite);
  }
  const glow = mote.radius * (attracted ? 5 : 4);
  ctx.globalAlpha = 0.55 + 0.45 * Math.sin(mote.phase);
  ctx.drawImage(sprite, mote.x - glow, mote.y - glow, glow * 2, glow * 2);
}

/**
 * Glowing motes behind the grid, drawn into a fixed canvas the size of the viewport (not
 * of the grid, which can be thousands of pixels tall). They gather around a dragged item.
 * Paused while the tab is hidden; a still field for players who prefer reduced motion.
 */
export function ParticleField({ pointer }: { pointer: DragPointer }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let motes: Mote[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;
    const sprites = new Map<number, HTMLCanvasElement>();

    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.globalCompositeOperation = 'lighter';
      const attracted = pointer.current() !== null;
      for (const mote of motes) drawMote(ctx, mote, attracted, sprites);
      ctx.globalCompositeOperation = 'source-over';
      ctx.globalAlpha = 1;
    };

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      width = rect.width;
      height = rect.height;
      // One canvas pixel per CSS pixel, whatever the screen's density: the glows are soft,
      // and a sharper backing store only multiplies the pixels cleared, blended and handed
      // to the compositor every frame.
      canvas.width = Math.round(width);
      canvas.height = Math.round(height);
      const count = moteCount(width, height);
      motes = motes.slice(0, count);
      while (motes.length < count) motes.push(createMote(width, height, Math.random));
      if (reduceMotion) draw();
    };

    const tick = (time: number) => {
      const dt = last === 0 ? 1 : Math.min(3, (time - last) / (1000 / 60));
      last = time;
      const drag = pointer.current();
      // Measured only during a drag: reading layout every frame can force a layout pass.
      const rect = drag ? canvas.getBoundingClientRect() : null;
      const attractor = drag && rect ? { x: drag.x - rect.left, y: drag.y - rect.top } : null;
      for (const mote of motes) stepMote(mote, dt, width, height, attractor, Math.random);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const start = () => {
      if (reduceMotion || frame !== 0 || document.hidden) return;
      last = 0;
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [pointer]);

  return <canvas ref={canvasRef} className="particle-field" aria-hidden="true" />;
}
