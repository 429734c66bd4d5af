/** What the duel screen and the nebula worker say to each other (nebula-worker.ts). */
export type ToNebula =
  | { type: 'start'; canvas: OffscreenCanvas; still: boolean }
  /** The canvas's size in drawing pixels, from the page's ResizeObserver. */
  | { type: 'size'; width: number; height: number }
  | { type: 'visible'; visible: boolean };

/** The worker gives up (no WebGL, a shader that did not build, a lost context). */
export type FromNebula = { type: 'failed' };
