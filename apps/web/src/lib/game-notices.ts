/**
 * Game notices (contracts' GAME_NOTICES_HEADER): what a move did for the player's goals,
 * achievements and collections, as the answer's header tells it. lib/api-client.ts hands
 * each header here as it comes; the goals feature reads them (features/goals, mounted by
 * the shell's NoticeHost once the first one arrives) and tells the player. Kept raw until
 * then, so that reading them costs the first screens nothing.
 */
let pending: string[] = [];
let arrived = false;
const listeners = new Set<() => void>();

export function publishGameNotices(header: string | null): void {
  if (!header) return;
  pending.push(header);
  arrived = true;
  for (const listener of listeners) listener();
}

/** The headers that came since the last take, oldest first. */
export function takeGameNotices(): string[] {
  const taken = pending;
  pending = [];
  return taken;
}

/** Whether any notice has come since the page loaded. */
export function gameNoticesArrived(): boolean {
  return arrived;
}

export function subscribeGameNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
