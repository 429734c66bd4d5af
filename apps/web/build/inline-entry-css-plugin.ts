import type { Plugin } from 'vite';

/**
 * Inlines the entry's stylesheet (about 3.5 kB compressed: tokens, fonts, the splash) into
 * index.html. As a file it was the one render-blocking request of every first visit: the
 * splash could not paint until a second round trip brought it (Lighthouse's
 * "render-blocking requests", 150-300 ms on its slow 4G). The screens' own CSS still
 * comes with their chunks. The CSP allows inline styles ('unsafe-inline' in style-src).
 */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/;
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'alchemy:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const match = ENTRY_STYLESHEET.exec(html);
        const file = match?.[1];
        const asset = file ? context.bundle?.[file] : undefined;
        if (!match || !file || asset?.type !== 'asset') {
          throw new Error('inline-entry-css: no entry stylesheet link in index.html');
        }
        const css =
          typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        // The screens' chunks list this stylesheet among their dependencies (their shared
        // modules' CSS went into it) and Vite's preload helper appends a link for each one
        // it does not find in the page. A disabled link, which the browser does not fetch,
        // is what it looks for; without it every screen would load the entry's CSS again.
        const marker = `<link rel="stylesheet" href="/${file}" disabled>`;
        return html.replace(match[0], () => `<style>${css}</style>\n    ${marker}`);
      },
    },
  };
}
