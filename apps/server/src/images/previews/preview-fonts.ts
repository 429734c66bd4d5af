/**
 * The fonts of the preview pictures: the game's own Cinzel (SIL OFL), the face of every
 * title in the app, bundled by @fontsource in node_modules and read once. satori reads
 * .woff and .ttf, not .woff2.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface PreviewFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

export const PREVIEW_FONT_FAMILY = 'Cinzel';

let loaded: PreviewFont[] | null = null;

/** Read on first use and kept: two files of about 30 kB. */
export function previewFonts(): PreviewFont[] {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (weight: 400 | 700): PreviewFont => ({
      name: PREVIEW_FONT_FAMILY,
      data: readFileSync(
        require.resolve(`@fontsource/cinzel/files/cinzel-latin-${weight}-normal.woff`),
      ),
      weight,
      style: 'normal',
    });
    loaded = [read(400), read(700)];
  }
  return loaded;
}
