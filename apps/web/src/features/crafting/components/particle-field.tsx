import { useEffect, useRef } from 'react';
import type { DragPointer } from '../drag-pointer';
import type { ToParticles } from '../particle-messages';
import './particle-field.css';

/**
 * Glowing motes behind the grid, drawn by a worker (particle-worker.ts) into a fixed
 * canvas the size of the viewport (not of the grid, which can be thousands of pixels
 * tall). They gather around a dragged item. Paused while the tab is hidden; a still field
 * for players who prefer reduced motion; none where the browser has no OffscreenCanvas.
 */
export function ParticleField({ pointer }: { pointer: DragPointer }) {
  const fieldRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field || typeof Worker === 'undefined') return;
    // Made here rather than rendered: a canvas can be handed to a worker only once, and
    // StrictMode runs this effect twice on the same elements.
    const canvas = document.createElement('canvas');
    if (!('transferControlToOffscreen' in canvas)) return;
    canvas.className = 'particle-field__canvas';
    field.append(canvas);
    const worker = new Worker(new URL('../particle-worker.ts', import.meta.url), {
      type: 'module',
      name: 'crafting-particles',
    });
    const send = (message: ToParticles, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    worker.addEventListener('error', (event) => {
      console.warn('Particle worker failed: the field stays empty.', event.message);
      worker.terminate();
    });

    const offscreen = canvas.transferControlToOffscreen();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    send({ type: 'start', canvas: offscreen, reduceMotion }, [offscreen]);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        send({ type: 'size', width: entry.contentRect.width, height: entry.contentRect.height });
      }
    });
    observer.observe(canvas);
    const unsubscribe = pointer.subscribe((point) => send({ type: 'pointer', point }));
    const onVisibility = () => send({ type: 'visible', visible: !document.hidden });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
      worker.terminate();
      canvas.remove();
    };
  }, [pointer]);

  return <div ref={fieldRef} className="particle-field" aria-hidden="true" />;
}
