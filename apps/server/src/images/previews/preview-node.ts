/**
 * The layout tree a preview picture is drawn from: the element shape satori reads (a type,
 * its props, a style in CSS terms), built with `box`, `text` and `picture` so the previews
 * need no JSX in the server.
 */

export type Style = Record<string, string | number>;

export interface PreviewElement {
  type: 'div' | 'img';
  key: null;
  props: {
    style?: Style;
    src?: string;
    width?: number;
    height?: number;
    children?: PreviewChild | PreviewChild[];
  };
}

export type PreviewChild = PreviewElement | string;

/** A flex box (satori lays every box out with flexbox). */
export function box(style: Style, ...children: PreviewChild[]): PreviewElement {
  return { type: 'div', key: null, props: { style: { display: 'flex', ...style }, children } };
}

/** One run of text in a box of its own. */
export function text(style: Style, words: string): PreviewElement {
  return {
    type: 'div',
    key: null,
    props: { style: { display: 'flex', ...style }, children: words },
  };
}

/** An SVG drawn by the server (a card portrait, an avatar, an item), placed as a data URI. */
export function picture(
  svg: string,
  width: number,
  height: number,
  style: Style = {},
): PreviewElement {
  return {
    type: 'img',
    key: null,
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width,
      height,
      style,
    },
  };
}
