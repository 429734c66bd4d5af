/** The NOTIFY payload between instances: which player has a new notification. */
export interface LiveSignal {
  player: string;
  id: number;
}

/** Parses a NOTIFY payload; null for anything else (another writer on the channel). */
export function parseSignal(payload: string): LiveSignal | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const player = 'player' in value ? value.player : undefined;
  const id = 'id' in value ? value.id : undefined;
  if (typeof player !== 'string' || typeof id !== 'number') return null;
  return { player, id };
}
