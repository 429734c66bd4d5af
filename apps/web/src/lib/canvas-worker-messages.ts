/**
 * What a screen and a canvas worker say to each other (lib/canvas-worker.ts starts one;
 * the crafting motes and the duel's nebula are the two). A worker may take more messages
 * of its own (the motes follow the drag).
 */
export type ToCanvasWorker =
  | { type: 'start'; canvas: OffscreenCanvas; reduceMotion: boolean }
  /** The canvas's size in CSS pixels, from the page's ResizeObserver. */
  | { type: 'size'; width: number; height: number }
  | { type: 'visible'; visible: boolean };

/** The worker gives up (no context, a shader that did not build, a lost context). */
export type FromCanvasWorker = { type: 'failed' };
