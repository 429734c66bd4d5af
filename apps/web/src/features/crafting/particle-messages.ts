/** What the crafting screen and the particle worker say to each other (particle-worker.ts). */
export type ToParticles =
  | { type: 'start'; canvas: OffscreenCanvas; reduceMotion: boolean }
  /** The viewport's size in CSS pixels (the canvas covers it, one canvas pixel each). */
  | { type: 'size'; width: number; height: number }
  /** The dragged item, in viewport coordinates, or null when nothing is dragged. */
  | { type: 'pointer'; point: { x: number; y: number } | null }
  | { type: 'visible'; visible: boolean };
