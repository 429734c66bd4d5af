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

/** Every game-icons body is one path painted in the current colour; the app needs its `d`. */
const SINGLE_PATH = /^<path fill="currentColor" d="([^"]+)"\/>$/;

function iconPath(set: IconifyJson, name: string): string {
  const d = SINGLE_PATH.exec(iconBody(set, name))?.[1];
  if (d === undefined) throw new Error(`game-icons: "${name}" is not a single path`);
  return d;
}

/**
 * Serves `virtual:game-icons`: the path data of the icons named in GAME_ICON_NAMES, read
 * from @iconify-json/game-icons at build time, so the multi-megabyte set never reaches
 * the bundle. Path data, not markup: the Icon sets one `d` attribute instead of parsing
 * HTML for every icon on the screen (ParseHTML was most of the task in which the set
 * arrived). An unknown name, or an icon drawn otherwise than as one path, fails the build
 * instead of rendering an empty icon.
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
        picked[name] = iconPath(set, name);
      }
      const viewBox = `0 0 ${set.width ?? 512} ${set.height ?? 512}`;
      return [
        `export const viewBox = ${JSON.stringify(viewBox)};`,
        `export const iconPaths = ${JSON.stringify(picked)};`,
      ].join('\n');
    },
  };
}
