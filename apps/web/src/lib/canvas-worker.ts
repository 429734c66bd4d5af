import type { FromCanvasWorker, ToCanvasWorker } from './canvas-worker-messages';

export interface CanvasWorker<Extra> {
  send(message: ToCanvasWorker | Extra): void;
  /** Ends the worker and removes its canvas. */
  stop(): void;
}

/**
 * Animated decoration off the main thread: a new canvas in `container`, handed to the
 * worker `createWorker` makes (`transferControlToOffscreen`), then told its size (a
 * ResizeObserver, so no layout is read per frame), the page's visibility and whether the
 * player prefers reduced motion. On a failure the worker reports, or an error in it, the
 * canvas goes and what the container draws beneath it remains.
 *
 * Null where the browser has no workers or no OffscreenCanvas: there is no decoration.
 * The canvas is made here rather than rendered by React: a canvas can be handed over
 * only once, and StrictMode runs effects twice on the same elements.
 *
 * `createWorker` must hold the `new Worker(new URL(..., import.meta.url))` itself: that
 * expression is how Vite finds and bundles the worker.
 */
export function startCanvasWorker<Extra = never>(
  container: HTMLElement,
  canvasClass: string,
  createWorker: () => Worker,
): CanvasWorker<Extra> | null {
  if (typeof Worker === 'undefined') return null;
  const canvas = document.createElement('canvas');
  if (!('transferControlToOffscreen' in canvas)) return null;
  canvas.className = canvasClass;
  container.append(canvas);
  const worker = createWorker();
  const send = (message: ToCanvasWorker | Extra, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const observer = new ResizeObserver(([entry]) => {
    if (entry)
      send({ type: 'size', width: entry.contentRect.width, height: entry.contentRect.height });
  });
  const onVisibility = () => send({ type: 'visible', visible: !document.hidden });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    worker.terminate();
    canvas.remove();
  };
  worker.addEventListener('message', (event: MessageEvent<FromCanvasWorker>) => {
    if (event.data.type === 'failed') stop();
  });
  worker.addEventListener('error', (event) => {
    console.warn(`The ${canvasClass} worker failed; it is left out.`, event.message);
    stop();
  });

  const offscreen = canvas.transferControlToOffscreen();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  send({ type: 'start', canvas: offscreen, reduceMotion }, [offscreen]);
  observer.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);
  return { send, stop };
}
