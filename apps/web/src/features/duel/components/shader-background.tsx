import { useEffect, useRef } from 'react';
import { startCanvasWorker } from '@/lib/canvas-worker';

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
    const running =
      backdrop &&
      startCanvasWorker(
        backdrop,
        'duel-backdrop__canvas',
        () =>
          new Worker(new URL('../nebula-worker.ts', import.meta.url), {
            type: 'module',
            name: 'duel-nebula',
          }),
      );
    return running ? () => running.stop() : undefined;
  }, []);

  return <div ref={backdropRef} className="duel-backdrop" aria-hidden="true" />;
}
