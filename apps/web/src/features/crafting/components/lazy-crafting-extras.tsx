import { lazy, Suspense, type ComponentProps } from 'react';
import { nextTask } from '@/lib/next-task';
import { EmptyItemPreview } from './empty-item-preview';
import { HintBarSpace } from './hint-bar-space';

/**
 * What the crafting screen shows only after the first paint: the particle field behind
 * the grid (decoration), the dialogs of a craft in progress and of its outcome, the
 * question before a big purchase, the guidance at the end of a run, the preview of a
 * picked item (until then its empty state, which the first paint shows anyway), and the
 * hint button (its place kept by HintBarSpace until its status has answered). Their
 * code is a chunk fetched as soon as the screen's own code has run (in the next task, so
 * the screen's module is not one long task with it), so it is there by the first click,
 * and the bundle budget (scripts/bundle-budget.ts) keeps the first download for what the
 * first paint needs.
 */
const loadExtras = nextTask(() =>
  Promise.all([
    import('./particle-field'),
    import('@/shared/crafting/crafting-dialogs'),
    import('@/shared/guidance/game-over-guidance'),
    import('@/components/ui/spend-confirm-dialog'),
    import('./item-preview'),
    import('./hint-button'),
  ]),
);

const LazyHintButton = lazy(() =>
  loadExtras.then(([, , , , , module]) => ({ default: module.HintButton })),
);

export function HintButton(props: ComponentProps<typeof LazyHintButton>) {
  return (
    <Suspense fallback={props.gameOver ? null : <HintBarSpace />}>
      <LazyHintButton {...props} />
    </Suspense>
  );
}

const LazyItemPreview = lazy(() =>
  loadExtras.then(([, , , , module]) => ({ default: module.ItemPreview })),
);

export function ItemPreview(props: ComponentProps<typeof LazyItemPreview>) {
  return (
    <Suspense fallback={<EmptyItemPreview gameOver={props.gameOver} />}>
      <LazyItemPreview {...props} />
    </Suspense>
  );
}

const LazySpendConfirmDialog = lazy(() =>
  loadExtras.then(([, , , module]) => ({ default: module.SpendConfirmDialog })),
);

export function SpendConfirmDialog(props: ComponentProps<typeof LazySpendConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <LazySpendConfirmDialog {...props} />
    </Suspense>
  );
}

const LazyParticleField = lazy(() =>
  loadExtras.then(([module]) => ({ default: module.ParticleField })),
);
const LazyProgressDialog = lazy(() =>
  loadExtras.then(([, module]) => ({ default: module.CraftingProgressDialog })),
);
const LazyFailedDialog = lazy(() =>
  loadExtras.then(([, module]) => ({ default: module.FailedCraftDialog })),
);
const LazyResultDialog = lazy(() =>
  loadExtras.then(([, module]) => ({ default: module.ResultDialog })),
);

const LazyGameOverGuidance = lazy(() =>
  loadExtras.then(([, , module]) => ({ default: module.GameOverGuidance })),
);

export function GameOverGuidance(props: ComponentProps<typeof LazyGameOverGuidance>) {
  return (
    <Suspense fallback={null}>
      <LazyGameOverGuidance {...props} />
    </Suspense>
  );
}

export function ParticleField(props: ComponentProps<typeof LazyParticleField>) {
  return (
    <Suspense fallback={null}>
      <LazyParticleField {...props} />
    </Suspense>
  );
}

export function CraftingDialogs(props: {
  progress: ComponentProps<typeof LazyProgressDialog>;
  failed: ComponentProps<typeof LazyFailedDialog>;
  result: ComponentProps<typeof LazyResultDialog>;
}) {
  return (
    <Suspense fallback={null}>
      <LazyProgressDialog {...props.progress} />
      <LazyFailedDialog {...props.failed} />
      <LazyResultDialog {...props.result} />
    </Suspense>
  );
}
