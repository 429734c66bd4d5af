import type { Plugin } from 'vite';

/**
 * Preloads the title font (Cinzel 700, latin subset) from index.html.
 *
 * The splash (index.html) paints the title before any script runs. Without a preload the
 * browser asks for the font only once the CSS is parsed and the title laid out, so the
 * first paint uses the fallback font, and the login screen's title, drawn a moment later
 * in Cinzel, is a larger paint: the page's largest paint moves to after the scripts. With
 * the font on its way beside the CSS, the splash's title is drawn in Cinzel from the
 * start. Only the title font: the text font (Inter, 48 kB) would compete with the scripts
 * for the first bytes.
 */
const PRELOADED = /^assets\/cinzel-latin-700-normal-[\w-]+\.woff2$/;

export function fontPreloadPlugin(): Plugin {
  return {
    name: 'alchemy:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => PRELOADED.test(file));
        if (files.length !== 1) {
          throw new Error(
            `font-preload: expected one Cinzel 700 latin woff2, found ${files.length}`,
          );
        }
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
