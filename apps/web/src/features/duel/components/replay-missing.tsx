import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { UnreadableDuelError } from '@/shared/duel/duel-result';

/**
 * A replay that cannot be shown: missing, or there but not readable by this version of the
 * game (shared/duel/duel-result.ts says why nothing of it is played): then it says so and offers
 * the reload that updates the game, rather than pretend the replay is missing.
 */
export function ReplayMissing({ error, way }: { error: Error; way: ReactNode }) {
  const unreadable = error instanceof UnreadableDuelError;
  return (
    <Panel className="duel-missing">
      <Icon name="scroll-unfurled" size="40px" />
      <p>{unreadable ? error.message : 'This replay could not be found.'}</p>
      {unreadable && (
        <Button icon="anticlockwise-rotation" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
      {way}
    </Panel>
  );
}
