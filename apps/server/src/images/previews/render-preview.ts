/**
 * A preview picture from its layout: satori lays it out and writes SVG (text as paths in
 * our bundled fonts), resvg rasterises it to PNG. No browser, no network; one picture
 * costs ~100-300 ms of CPU, so the routes keep what they drew (routes/previews/).
 */
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { previewFonts } from './preview-fonts';
import type { PreviewElement } from './preview-node';

/** The Open Graph picture size every chat and network shows best, and the most allowed. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The most a preview may weigh: chats refuse or drop larger pictures. */
export const PREVIEW_MAX_BYTES = 150 * 1024;

export async function renderPreview(layout: PreviewElement): Promise<Buffer> {
  const svg = await satori(layout, {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: previewFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  if (png.length <= PREVIEW_MAX_BYTES) return png;
  // A picture of unusually many colours (two busy portraits) drawn at 5/6 of the size:
  // still sharp in any chat, and well under the limit.
  return new Resvg(svg, { fitTo: { mode: 'width', value: 1000 } }).render().asPng();
}
