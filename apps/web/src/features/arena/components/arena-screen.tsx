import { ComingSoon } from '@/components/ui/coming-soon';

/** /game/arena: duels arrive in a later issue. */
export function ArenaScreen() {
  return (
    <ComingSoon
      title="Arena"
      icon="crossed-swords"
      tagline="The arena sands are being raked for the first duels."
    />
  );
}
