import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The list of icons lives with the Icon component (src/components/ui/icon-names.ts), where
 * it also types `name`. It is read as text, not imported: importing it would put one
 * source file in both TypeScript projects (app and node), which project references forbid.
 */
const NAMES_FILE = fileURLToPath(new URL('../src/components/ui/icon-names.ts', import.meta.url));

function readIconNames(source: string): string[] {
  const list = /GAME_ICON_NAMES = \[([^\]]*)\] as const/.exec(source)?.[1];
  if (list === undefined) throw new Error(`game-icons: no GAME_ICON_NAMES list in ${NAMES_FILE}`);
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1] ?? '');
}

const VIRTUAL_ID = 'virtual:game-icons';
// The \0 prefix tells other plugins this id is virtual and not a file to transform.
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

function readIconSet(): IconifyJson {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/game-icons/icons.json');
  return JSON.parse(readFileSync(file, 'utf8')) as IconifyJson;
}

function iconBody(set: IconifyJson, name: string): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`game-icons: no icon named "${name}"`);
  return icon.body;
}

/** `<!-- game-icon:NAME -->` in markup written as HTML (the title hero), filled at build. */
const HTML_PLACEHOLDER = /<!--\s*game-icon:([a-z0-9-]+)\s*-->/g;

/** Fills each `<!-- game-icon:NAME -->` of `html` with that icon's SVG body. */
export function fillIconPlaceholders(html: string): string {
  let set: IconifyJson | undefined;
  return html.replace(HTML_PLACEHOLDER, (_match, name: string) =>
    iconBody((set ??= readIconSet()), name),
  );
}

/**
 * Serves `virtual:game-icons`: only the SVG bodies named in GAME_ICON_NAMES, read from
 * @iconify-json/game-icons at build time, so the multi-megabyte set never reaches the
 * bundle. An unknown name fails the build instead of rendering an empty icon.
 */
export function gameIconsPlugin(): Plugin {
  return {
    name: 'alchemy:game-icons',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const set = readIconSet();
      this.addWatchFile(NAMES_FILE);
      const picked: Record<string, string> = {};
      for (const name of readIconNames(readFileSync(NAMES_FILE, 'utf8'))) {
        picked[name] = iconBody(set, name);
      }
      const viewBox = `0 0 ${set.width ?? 512} ${set.height ?? 512}`;
      return [
        `export const viewBox = ${JSON.stringify(viewBox)};`,
        `export const gameIcons = ${JSON.stringify(picked)};`,
      ].join('\n');
    },
  };
}
