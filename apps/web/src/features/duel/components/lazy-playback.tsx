import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import './duel-screen.css';

// The playback (shader, animations, battle log) loads with the first duel, not with the app.
const DuelPlayback = lazy(() =>
  import('./duel-playback').then((module) => ({ default: module.DuelPlayback })),
);

export function LazyDuelPlayback(props: ComponentProps<typeof DuelPlayback>) {
  return (
    <Suspense fallback={<DuelLoading label="Loading the duel" />}>
      <DuelPlayback {...props} />
    </Suspense>
  );
}

export function DuelLoading({ label }: { label: string }) {
  return (
    <div className="duel-loading">
      <Spinner label={label} />
    </div>
  );
}
