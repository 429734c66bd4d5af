import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { fillIconPlaceholders } from './game-icons-plugin.ts';

/**
 * The title hero (aurora, sigil, name, pitch) is written once, as HTML, in
 * src/styles/title-hero.html, with its icon filled in at build time. index.html draws it
 * as the splash before any script runs (`<!-- title-hero -->`), and the login screen
 * draws the same markup from `virtual:title-hero`, so the one replaces the other pixel for
 * pixel (and the page's largest paint stays the splash's title).
 */
const HERO_FILE = fileURLToPath(new URL('../src/styles/title-hero.html', import.meta.url));
const INDEX_PLACEHOLDER = '<!-- title-hero -->';
const VIRTUAL_ID = 'virtual:title-hero';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function heroMarkup(): string {
  return fillIconPlaceholders(readFileSync(HERO_FILE, 'utf8')).trim();
}

export function titleHeroPlugin(): Plugin {
  return {
    name: 'alchemy:title-hero',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(HERO_FILE);
      return `export default ${JSON.stringify(heroMarkup())};`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(INDEX_PLACEHOLDER)) {
          throw new Error(`title-hero: index.html has no ${INDEX_PLACEHOLDER}`);
        }
        return html.replace(INDEX_PLACEHOLDER, heroMarkup());
      },
    },
  };
}
