/**
 * A battle card's picture: its creature, drawn from its traits (traits.ts), standing in
 * its element's place, framed by its rarity and quality. One SVG of 200 x 280 that every
 * screen shows, from the 48 px list tile to the duel. No filters, a handful of gradients
 * and short class names, so 50 of them on a market page stay light to send and to paint.
 */
import { createRng, seedFromString } from '@alchemy/game-rules';
import { backdropDefs, drawBackdrop } from './backdrop';
import { drawEffects } from './effects';
import { drawFrame } from './frame';
import { drawAmulet, drawHeadgear } from './headgear';
import { MARKINGS } from './markings';
import { paintStyle, type Palette } from './paint';
import { FAMILY_LOOK, FLESH, HAIR } from './palettes';
import type { Body } from './body';
import { chooseTraits, type PortraitInput, type PortraitTraits } from './traits';

/** The ground line on the card, and the room a body may take (strokes included). */
const GROUND_Y = 254;
const ROOM = { width: 180, height: 216, largest: 1.04 };

/** A build stretches a body: as drawn, stout (wider, lower) or lanky (narrower, taller). */
const BUILDS = [
  { x: 1, y: 1 },
  { x: 1.1, y: 0.9 },
  { x: 0.9, y: 1.1 },
] as const;

interface Place {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
}

/**
 * Scales a body's drawing (its box) by its build, fits it in the room and centres it on
 * the card, standing on the ground.
 */
function placeOf(body: Body, build: 0 | 1 | 2 = 0): Place {
  const { left, right, top } = body.box;
  const stretch = BUILDS[build];
  const fit = Math.min(
    ROOM.largest,
    ROOM.width / ((right - left + 6) * stretch.x),
    ROOM.height / ((194 - top) * stretch.y),
  );
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const scaleX = round(fit * stretch.x);
  const scaleY = round(fit * stretch.y);
  return {
    x: round(100 - (scaleX * (left + right)) / 2),
    y: round(GROUND_Y - 190 * scaleY),
    scaleX,
    scaleY,
  };
}

function paletteOf(traits: PortraitTraits): Palette {
  const look = FAMILY_LOOK[traits.family];
  const accent = FAMILY_LOOK[traits.accentFamily];
  const [shade, main, light] = look.tones[traits.tone];
  const costumes = [main, accent.accent, accent.tones[1][1] === main ? light : accent.tones[1][1]];
  return {
    costume: costumes[traits.costume] ?? main,
    shade,
    main,
    light,
    accent: accent.accent,
    accentLight: accent.accentLight,
    glow: accent.glow,
    flesh: FLESH[traits.flesh] ?? FLESH[0],
    hair: HAIR[traits.hair] ?? HAIR[0],
  };
}

/** The skin shapes, each with an id the markings' clip path points at. */
function skinShapes(skin: readonly string[]): string {
  return skin
    .map((shape, index) => shape.replace(/^<(\w+)/, `<$1 id="k${index}" class="o m"`))
    .join('');
}

function drawPortrait(traits: PortraitTraits, detailSeed: number): string {
  const rng = createRng(detailSeed);
  const { body } = traits;
  const place = placeOf(body, traits.build);
  const marking = MARKINGS[traits.marking.family][traits.marking.index];
  const markings = marking ? marking[1](body, rng) : '';
  const clip = body.skin.map((_, index) => `<use href="#k${index}"/>`).join('');
  const ground = {
    x: Math.round(place.x + body.mass.x * place.scaleX),
    y: GROUND_Y,
    rx: Math.round(body.mass.rx * 0.8 * place.scaleX),
  };
  const creature =
    body.under +
    skinShapes(body.skin) +
    `<g clip-path="url(#k)">${markings}</g>` +
    body.over +
    (traits.amulet ? drawAmulet(traits.amulet, body, traits.rarity) : '') +
    drawHeadgear(traits.headgear, body, traits.rarity);
  return (
    // The body and the item count, named for tests and tools (both are on show anyway).
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" data-body="${body.id}" data-items="${traits.itemRarities.length}">` +
    `<defs><style>${paintStyle(paletteOf(traits))}</style>${backdropDefs(traits.family, traits.rarity)}` +
    '<clipPath id="c"><rect x="8" y="8" width="184" height="264" rx="11"/></clipPath>' +
    `<clipPath id="k">${clip}</clipPath></defs>` +
    '<g clip-path="url(#c)">' +
    drawBackdrop({ family: traits.family, scene: traits.scene, rarity: traits.rarity, ground }) +
    `<g transform="translate(${place.x} ${place.y}) scale(${place.scaleX} ${place.scaleY})">${creature}</g>` +
    drawEffects(traits.effects, rng) +
    '</g>' +
    drawFrame({
      cardClass: body.cardClass,
      quality: traits.quality,
      isAscended: traits.isAscended,
      rarity: traits.rarity,
      itemRarities: traits.itemRarities,
    }) +
    '</svg>'
  );
}

/** The card's picture, the same every time for the same card. */
export function cardPortrait(input: PortraitInput): string {
  return drawPortrait(chooseTraits(input), seedFromString(`portrait-detail|${input.seed >>> 0}`));
}
