import { useEffect, useRef } from 'react';
import { startCanvasWorker } from '@/lib/canvas-worker';
import { whenIdle } from '@/lib/when-idle';
import type { DragPointer } from '@/shared/crafting/drag-pointer';
import type { ParticlePointer } from '../particle-messages';
import './particle-field.css';

/**
 * Glowing motes behind the grid, drawn by a worker (particle-worker.ts) into a fixed
 * canvas the size of the viewport (not of the grid, which can be thousands of pixels
 * tall). They gather around a dragged item. Paused while the tab is hidden; a still field
 * for players who prefer reduced motion; none where the browser has no OffscreenCanvas.
 * Started at the browser's first idle moment after the screen mounts.
 */
export function ParticleField({ pointer }: { pointer: DragPointer }) {
  const fieldRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    let stopField: (() => void) | undefined;
    // Decoration waits for the browser's first idle moment, so that the task that shows
    // the screen does not also start a worker.
    const cancelStart = whenIdle(() => {
      const running = startCanvasWorker<ParticlePointer>(
        field,
        'particle-field__canvas',
        () =>
          new Worker(new URL('../particle-worker.ts', import.meta.url), {
            type: 'module',
            name: 'crafting-particles',
          }),
      );
      if (!running) return;
      const unsubscribe = pointer.subscribe((point) => running.send({ type: 'pointer', point }));
      stopField = () => {
        unsubscribe();
        running.stop();
      };
    });
    return () => {
      cancelStart();
      stopField?.();
    };
  }, [pointer]);

  return <div ref={fieldRef} className="particle-field" aria-hidden="true" />;
}
