import type { Plugin } from 'vite';

/**
 * Inlines the stylesheets index.html links (the entry's: tokens, fonts, the splash, about
 * 3.5 kB compressed; and those of the chunks the entry imports statically, such as
 * game-core's icon, button and spinner, about 0.7 kB). As files they were render-blocking
 * requests of every first visit: the splash could not paint until another round trip
 * brought them (Lighthouse's "render-blocking requests", 150-300 ms on its slow 4G). The
 * screens' own CSS still comes with their lazy chunks. The CSP allows inline styles
 * ('unsafe-inline' in style-src).
 */
const LINKED_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/g;
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'alchemy:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = html.replace(LINKED_STYLESHEET, (_link, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') {
            throw new Error(`inline-entry-css: ${file} is linked but not in the bundle`);
          }
          const css =
            typeof asset.source === 'string'
              ? asset.source
              : new TextDecoder().decode(asset.source);
          // The lazy chunks list these stylesheets among their dependencies (their shared
          // modules' CSS went into them) and Vite's preload helper appends a link for each
          // one it does not find in the page. A disabled link, which the browser does not
          // fetch, is what it looks for; without it every screen would load them again.
          return `<style>${css}</style>\n    <link rel="stylesheet" href="/${file}" disabled>`;
        });
        if (!/href="\/assets\/index-[\w-]+\.css" disabled/.test(page)) {
          throw new Error('inline-entry-css: no entry stylesheet link in index.html');
        }
        return page;
      },
    },
  };
}
