/**
 * Draws the duel's nebula in a worker. On the main thread each frame's WebGL work (and,
 * where the browser composites in software, the read-back of the canvas) was a share of
 * every frame of the fight; here the page's thread only forwards sizes.
 * Frames at 30 per second (lib/frame-loop.ts): the swirl moves slowly, the GPU (and a
 * phone's battery) is spared half the work for a picture nobody can tell apart.
 */
import { frameLoop } from '@/lib/frame-loop';
import { createNebula, type NebulaRenderer } from './nebula-shader';
import type { FromCanvasWorker, ToCanvasWorker } from '@/lib/canvas-worker-messages';

/** The nebula is soft: a third of the pixels is plenty and keeps phones cool. */
const RESOLUTION_SCALE = 0.35;
/** A still frame for players who asked for less motion: a pleasant point of the swirl. */
const STILL_TIME_S = 42;

let nebula: NebulaRenderer | null = null;
let still = false;
let visible = true;
let width = 0;
let height = 0;
const frames = frameLoop(30, (nowMs) => {
  if (nebula && width > 0) nebula.draw(nowMs / 1000, width, height);
});

function fail(): void {
  frames.stop();
  nebula?.dispose();
  nebula = null;
  const message: FromCanvasWorker = { type: 'failed' };
  postMessage(message);
}

function restart(): void {
  frames.stop();
  if (!nebula || width === 0) return;
  if (still) nebula.draw(STILL_TIME_S, width, height);
  else if (visible) frames.start();
}

addEventListener('message', (event: MessageEvent<ToCanvasWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'start': {
      still = message.reduceMotion;
      message.canvas.addEventListener('webglcontextlost', (lost) => {
        lost.preventDefault();
        console.warn('Duel background lost its WebGL context: using the CSS gradient.');
        fail();
      });
      nebula = createNebula(message.canvas);
      if (nebula) restart();
      else fail();
      break;
    }
    case 'size':
      width = Math.max(1, Math.round(message.width * RESOLUTION_SCALE));
      height = Math.max(1, Math.round(message.height * RESOLUTION_SCALE));
      restart();
      break;
    case 'visible':
      visible = message.visible;
      restart();
      break;
  }
});
