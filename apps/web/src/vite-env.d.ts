/// <reference types="vite/client" />

// Served by build/game-icons-plugin.ts: the path data of the icons listed in icon-names.ts.
declare module 'virtual:game-icons' {
  import type { GameIconName } from '@/components/ui/icon-names';
  export const viewBox: string;
  export const iconPaths: Readonly<Record<GameIconName, string>>;
}

// Served by build/title-hero-plugin.ts: src/styles/title-hero.html with its icon filled in.
declare module 'virtual:title-hero' {
  const markup: string;
  export default markup;
}

// Defined by vite.config.ts: a digest of packages/contracts' sources, the persisted
// cache's buster (lib/query-persistence.ts). Absent in unit tests.
declare const __CONTRACTS_HASH__: string | undefined;
