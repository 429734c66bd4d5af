/**
 * The game-icons set (CC BY 3.0, game-icons.net: Lorc, Delapouite and contributors), read
 * once from the installed Iconify JSON. Only SVG path markup is used; the server draws
 * every item picture from it, so nothing is fetched at run time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let cached: IconSet | null = null;

function iconSet(): IconSet {
  if (!cached) {
    const path = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
    cached = JSON.parse(readFileSync(path, 'utf8')) as IconSet;
  }
  return cached;
}

/** The icon's SVG body and its viewBox size, or null when the set has no such icon. */
export function gameIcon(name: string): { body: string; size: number } | null {
  const set = iconSet();
  const resolved = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!resolved) return null;
  return { body: resolved.body, size: resolved.width ?? set.width ?? 512 };
}

export function hasGameIcon(name: string): boolean {
  return gameIcon(name) !== null;
}
