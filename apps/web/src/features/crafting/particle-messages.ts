import type { ToCanvasWorker } from '@/lib/canvas-worker-messages';

/** The particle worker's own message: the dragged item, in viewport coordinates, or null. */
export type ParticlePointer = { type: 'pointer'; point: { x: number; y: number } | null };

/** What the crafting screen tells the particle worker (particle-worker.ts). */
export type ToParticles = ToCanvasWorker | ParticlePointer;
