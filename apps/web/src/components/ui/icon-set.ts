import type { GameIconName } from './icon-names';

export interface IconSet {
  viewBox: string;
  /** Each icon's path data (every game-icons icon is one path). */
  iconPaths: Readonly<Record<GameIconName, string>>;
}

/**
 * The icon bodies are a chunk of their own (tens of kB), fetched when the first icon
 * renders instead of before the first screen: icons are decoration beside text, so the
 * screen is usable while they arrive, and their box is sized from the first paint.
 */
let iconSet: IconSet | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('virtual:game-icons').then(
    (module) => {
      iconSet = module;
      for (const listener of listeners) listener();
    },
    () => {
      // A failed download (offline, a redeploy) leaves the icons blank; try again later.
      loading = null;
    },
  );
}

export function subscribeIconSet(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export function getIconSet(): IconSet | null {
  return iconSet;
}
