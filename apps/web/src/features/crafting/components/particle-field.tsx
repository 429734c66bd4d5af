import { useEffect, useRef } from 'react';
import type { DragPointer } from '../drag-pointer';
import { createMote, moteCount, stepMote, type Mote } from '../particles';
import './particle-field.css';

function drawMote(ctx: CanvasRenderingContext2D, mote: Mote, attracted: boolean): void {
  const twinkle = 0.55 + 0.45 * Math.sin(mote.phase);
  const glow = mote.radius * (attracted ? 5 : 4);
  const gradient = ctx.createRadialGradient(mote.x, mote.y, 0, mote.x, mote.y, glow);
  gradient.addColorStop(0, `hsla(${mote.hue}, 90%, 75%, ${0.85 * twinkle})`);
  gradient.addColorStop(0.3, `hsla(${mote.hue}, 90%, 60%, ${0.25 * twinkle})`);
  gradient.addColorStop(1, `hsla(${mote.hue}, 90%, 50%, 0)`);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(mote.x, mote.y, glow, 0, Math.PI * 2);
  ctx.fill();
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

    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      ctx.globalCompositeOperation = 'lighter';
      const attracted = pointer.current() !== null;
      for (const mote of motes) drawMote(ctx, mote, attracted);
      ctx.globalCompositeOperation = 'source-over';
    };

    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = rect.width;
      height = rect.height;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const count = moteCount(width, height);
      motes = motes.slice(0, count);
      while (motes.length < count) motes.push(createMote(width, height, Math.random));
      if (reduceMotion) draw();
    };

    const tick = (time: number) => {
      const dt = last === 0 ? 1 : Math.min(3, (time - last) / (1000 / 60));
      last = time;
      const rect = canvas.getBoundingClientRect();
      const drag = pointer.current();
      const attractor = drag ? { x: drag.x - rect.left, y: drag.y - rect.top } : null;
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
