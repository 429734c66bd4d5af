import { useEffect, useRef } from 'react';
import type { FromNebula, ToNebula } from '../nebula-messages';

/** The nebula is soft: a third of the pixels is plenty and keeps phones cool. */
const RESOLUTION_SCALE = 0.35;

/**
 * The duel's animated background, drawn by a worker (nebula-worker.ts) on a canvas handed
 * over to it. The canvas sits over a CSS gradient; where there is no OffscreenCanvas or no
 * WebGL, or the shader fails, the canvas is removed and the gradient remains.
 * Frames stop while the page is hidden; reduced motion gets one still frame.
 */
export function ShaderBackground() {
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || typeof Worker === 'undefined') return;
    // Made here rather than rendered: a canvas can be handed to a worker only once, and
    // StrictMode runs this effect twice on the same elements.
    const canvas = document.createElement('canvas');
    if (!('transferControlToOffscreen' in canvas)) return;
    canvas.className = 'duel-backdrop__canvas';
    backdrop.append(canvas);
    const worker = new Worker(new URL('../nebula-worker.ts', import.meta.url), {
      type: 'module',
      name: 'duel-nebula',
    });
    const send = (message: ToNebula, transfer: Transferable[] = []) =>
      worker.postMessage(message, transfer);
    const stop = () => {
      worker.terminate();
      canvas.remove();
    };
    worker.addEventListener('message', (event: MessageEvent<FromNebula>) => {
      if (event.data.type === 'failed') stop();
    });
    worker.addEventListener('error', (event) => {
      console.warn('Duel background worker failed: using the CSS gradient.', event.message);
      stop();
    });

    const offscreen = canvas.transferControlToOffscreen();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    send({ type: 'start', canvas: offscreen, still }, [offscreen]);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      send({
        type: 'size',
        width: Math.max(1, Math.round(entry.contentRect.width * RESOLUTION_SCALE)),
        height: Math.max(1, Math.round(entry.contentRect.height * RESOLUTION_SCALE)),
      });
    });
    observer.observe(canvas);
    const onVisibility = () => send({ type: 'visible', visible: !document.hidden });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, []);

  return <div ref={backdropRef} className="duel-backdrop" aria-hidden="true" />;
}
