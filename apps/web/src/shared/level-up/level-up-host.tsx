import type { Profile } from '@alchemy/contracts';
import { levelUpBetween } from '@alchemy/game-rules';
import { useEffect, useState } from 'react';
import { LevelUpScreen } from './level-up-screen';

const seenKey = (playerId: string) => `alchemy.level-seen.${playerId}`;

function readSeen(playerId: string): number | null {
  try {
    const stored = Number(localStorage.getItem(seenKey(playerId)));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function writeSeen(playerId: string, level: number): void {
  try {
    localStorage.setItem(seenKey(playerId), String(level));
  } catch {
    // Private mode without storage: the screen may show again, nothing is lost.
  }
}

/**
 * Shows the level-up screen wherever a level is gained (a duel today, any other source
 * tomorrow): the profile's level is compared with the last level this device celebrated.
 * A first sight of a profile only remembers its level, so an old level is never hailed.
 * The remembered level never goes down: a reload first shows the profile this device kept,
 * which may be older than the level just celebrated, and lowering it then would hail that
 * level again when the server's profile arrives.
 */
export function LevelUpHost({ profile }: { profile: Profile | undefined }) {
  // Bumped when a level is marked seen, so the stored level is read again.
  const [, setClosed] = useState(0);
  const playerId = profile?.id;
  const level = profile?.level;
  const seen = playerId === undefined ? null : readSeen(playerId);
  const unknown = level !== undefined && seen === null;

  useEffect(() => {
    if (playerId !== undefined && level !== undefined && unknown) writeSeen(playerId, level);
  }, [playerId, level, unknown]);

  if (playerId === undefined || level === undefined || seen === null || level <= seen) {
    return null;
  }
  const close = () => {
    writeSeen(playerId, level);
    setClosed((count) => count + 1);
  };
  return <LevelUpScreen key={level} levelUp={levelUpBetween(seen, level)} onClose={close} />;
}
