/**
 * The paint a portrait is drawn with: a few classes in the SVG's own style sheet, so every
 * body, feature and effect is written once and takes the card's palette. Three values of
 * the body's hue (shade, main, light), an accent, the eye's light and a dark ink outline.
 */
export interface Palette {
  /** The body's three values. */
  shade: string;
  main: string;
  light: string;
  /** A second hue: markings, gear, effects of the second family. */
  accent: string;
  accentLight: string;
  /** What glows: eyes, runes, sparks. */
  glow: string;
  /** Hats, helmets, hoods and wings: the body colour, the accent or the second element's. */
  costume: string;
  /** Skin and hair of the folk who wear armour and robes. */
  flesh: string;
  hair: string;
}

export const INK = '#1b1228';
const STEEL = '#d4dbe6';
const STEEL_DARK = '#7d8798';
const WOOD = '#7a4a2a';
const EYE_WHITE = '#fff7e6';

/** The style sheet; class names are one letter because 50 cards share a market page. */
export function paintStyle(palette: Palette): string {
  return (
    `.o{stroke:${INK};stroke-width:4;stroke-linejoin:round;stroke-linecap:round}` +
    `.p{stroke:${INK};stroke-width:2;stroke-linejoin:round}` +
    `.t{fill:none;stroke:${INK};stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}` +
    `.m{fill:${palette.main}}.v{fill:${palette.costume}}.s{fill:${palette.shade}}.l{fill:${palette.light}}` +
    `.a{fill:${palette.accent}}.b{fill:${palette.accentLight}}.g{fill:${palette.glow}}` +
    `.f{fill:${palette.flesh}}.h{fill:${palette.hair}}.d{fill:${INK}}.w{fill:${EYE_WHITE}}` +
    `.x{fill:${STEEL}}.y{fill:${STEEL_DARK}}.k{fill:${WOOD}}.n{fill:none}` +
    // Tubes (horns, tails, staffs, tentacles): a stroke of paint over a wider one of ink.
    `.T{fill:none;stroke-linecap:round;stroke-linejoin:round}.Ti{stroke:${INK}}` +
    `.Tm{stroke:${palette.main}}.Ts{stroke:${palette.shade}}.Tl{stroke:${palette.light}}` +
    `.Ta{stroke:${palette.accent}}.Tb{stroke:${palette.accentLight}}.Tg{stroke:${palette.glow}}` +
    `.Tx{stroke:${STEEL}}.Ty{stroke:${STEEL_DARK}}.Tk{stroke:${WOOD}}`
  );
}

/** An eye that looks to the right: white, an iris of the element's light, a dark pupil. */
export function lookingEye(x: number, y: number, r: number): string {
  const cx = x + r * 0.3;
  return (
    `<circle class="o w" cx="${x}" cy="${y}" r="${r}"/>` +
    `<circle class="g" cx="${cx}" cy="${y + r * 0.05}" r="${r * 0.62}"/>` +
    `<circle class="d" cx="${cx + r * 0.08}" cy="${y + r * 0.05}" r="${r * 0.36}"/>` +
    `<circle class="w" cx="${x + r * 0.5}" cy="${y - r * 0.3}" r="${Math.max(1.5, r * 0.2)}"/>`
  );
}

/** An eye of light (constructs, spirits, the hooded): no white, it shines. */
export function glowingEye(x: number, y: number, r: number): string {
  return `<circle class="o g" cx="${x}" cy="${y}" r="${r}"/><circle class="w" cx="${x + r * 0.3}" cy="${y - r * 0.3}" r="${Math.max(1.2, r * 0.3)}"/>`;
}

export type TubePaint = 'm' | 's' | 'l' | 'a' | 'b' | 'g' | 'x' | 'y' | 'k';

/** A tube along `d`: `width` of paint inside an ink outline 4 units wider. */
export function tube(d: string, width: number, paint: TubePaint): string {
  return `<path class="T Ti" stroke-width="${width + 7}" d="${d}"/><path class="T T${paint}" stroke-width="${width}" d="${d}"/>`;
}

/** A stubby leg from `top` to the ground (y 190), `w` wide, with a rounded foot. */
export function leg(x: number, top: number, w: number, paint: 'm' | 's'): string {
  const h = 186 - top;
  return `<path class="o ${paint}" d="M${x} ${top}v${h}a4 4 0 0 0 4 4h${w - 8}a4 4 0 0 0 4-4v-${h}Z"/>`;
}
