/**
 * The place a creature stands in, by its first element: a sky of the family's colours and
 * far shapes (flames, waves, peaks, a castle, pines, a rune circle, gears...), then a
 * halo of its rarity behind it (rays from epic up) and its shadow on the ground.
 * Card coordinates: 200 x 280, the picture's inner area 8..192 x 8..272.
 */
import type { ItemFamily, Rarity } from '@alchemy/game-rules';
import { FAMILY_LOOK, RARITY_COLOUR } from './palettes';

/** Two far scenes per family; the seed picks one. */
const SCENES: Record<ItemFamily, readonly [string, string]> = {
  Flame: [
    'M8 272V206C20 190 28 214 38 196C44 170 56 196 62 180C70 160 80 190 88 176C96 196 108 168 116 186C126 166 134 196 142 178C152 160 160 194 170 182C178 198 186 176 192 190V272Z',
    'M8 272V222L60 150H80L92 166L102 156H118L192 232V272Z',
  ],
  Liquids: [
    'M8 272V212Q30 198 52 212T96 212T140 212T184 212L192 208V272ZM8 60Q40 48 70 60T130 60T192 56V48Q160 40 130 48T70 48T8 50Z',
    'M8 272V236Q40 222 70 236T130 232T192 226V272ZM40 120a6 6 0 1 0 .1 0ZM30 92a4 4 0 1 0 .1 0ZM166 96a7 7 0 1 0 .1 0ZM174 60a4 4 0 1 0 .1 0Z',
  ],
  Weather: [
    'M8 8H192V54Q176 72 156 60Q140 78 118 62Q100 80 80 64Q60 80 44 62Q26 76 8 60ZM8 272V236Q60 220 100 234T192 228V272Z',
    'M8 272V226Q60 206 110 224T192 216V272ZM30 40l-10 30h4l10-30ZM70 24l-10 30h4l10-30ZM150 30l-10 30h4l10-30ZM184 70l-10 30h4l10-30Z',
  ],
  Stone: [
    'M8 272V190L40 130L62 160L96 100L130 158L152 126L192 186V272Z',
    'M8 8H192V30L180 56L168 30L150 70L134 30L116 50L100 28L84 62L66 30L48 52L30 28L18 44L8 30ZM8 272V238L40 226L80 236L120 224L160 234L192 226V272Z',
  ],
  Flora: [
    'M8 272V226Q50 196 100 220T192 214V272ZM26 216V186H32V216ZM29 196a18 18 0 1 0 .1 0ZM168 212V176H174V212ZM171 184a20 20 0 1 0 .1 0Z',
    'M8 8C40 20 54 48 50 80C30 70 14 50 8 30ZM192 8C160 24 148 52 154 86C174 74 188 52 192 30ZM8 272V236Q60 224 100 236T192 230V272Z',
  ],
  Metals: [
    'M8 272V200H24V188H34V200H44V188H54V200H64V170H76V158H88V170H100V200H110V188H120V200H130V176H150V200H160V188H170V200H192V272Z',
    'M8 8H60L8 70ZM90 8H116L8 136V104ZM8 272V238H192V272Z',
  ],
  Beasts: [
    'M8 272V214L20 182L32 214L42 168L56 216L68 190L80 218H120L132 188L144 216L156 170L170 214L180 186L192 212V272ZM160 44a16 16 0 1 0 .1 0Z',
    'M8 272V222Q70 196 130 216T192 212V272ZM52 206V176H58V206ZM30 178Q55 162 80 178Q55 170 30 178ZM40 60a22 22 0 1 0 .1 0Z',
  ],
  Spirits: [
    'M150 56a26 26 0 1 0 .1 0ZM8 272V228Q40 214 70 226Q100 212 130 226Q160 214 192 226V272ZM34 226V206Q40 198 46 206V226ZM150 226V202Q157 194 164 202V226Z',
    'M8 272V234Q100 214 192 234V272ZM36 60h14v20H36ZM156 40h14v20h-14ZM170 110h12v16h-12ZM22 130h12v16H22Z',
  ],
  Arcane: ['M8 272V240H192V272Z', 'M8 272V232Q100 218 192 232V272ZM160 40a20 20 0 1 0 .1 0Z'],
  Machines: [
    'M8 200l10-4 2-10 10 2 6-8 8 6 10-2 2 10 10 4-4 10 6 8-8 6 2 10-10 2-4 10-10-4-8 6-6-8-10 2-2-10-10-4Z M192 40l-10 4-2-10-10 2-6-8-8 6-10-2-2 10-10 4 4 10-6 8 8 6-2 10 10 2 4 10 10-4 8 6V40ZM8 272V244H192V272Z',
    'M8 30H192V40H8ZM30 40V272H40V40ZM164 40V272H174V40ZM8 272V244H192V272Z',
  ],
  Any: [
    'M8 272V222Q60 200 110 220T192 214V272ZM150 60a18 18 0 1 0 .1 0Z',
    'M8 272V234H192V272ZM26 234V184Q34 172 42 184V234ZM156 234V176Q166 162 176 176V234ZM66 234V206Q72 198 78 206V234Z',
  ],
};

/** The arcane circle: a ring and a star behind the creature, in the far colour. */
const RUNE_CIRCLE =
  '<circle cx="100" cy="150" r="84" fill="none" stroke-width="3"/><circle cx="100" cy="150" r="70" fill="none" stroke-width="1.5"/><path fill="none" stroke-width="2" d="M100 80L141 207 33 129H167L59 207Z"/>';

const HALO_STRENGTH: Record<Rarity, number> = {
  common: 0.22,
  rare: 0.34,
  epic: 0.42,
  legendary: 0.5,
};

/** Gradients the backdrop uses: put them in the picture's defs. */
export function backdropDefs(family: ItemFamily, rarity: Rarity): string {
  const look = FAMILY_LOOK[family];
  return (
    `<linearGradient id="sk" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="1" stop-color="${look.sky[1]}"/></linearGradient>` +
    `<radialGradient id="hl"><stop offset="0" stop-color="${RARITY_COLOUR[rarity]}" stop-opacity="${HALO_STRENGTH[rarity]}"/><stop offset="1" stop-color="${RARITY_COLOUR[rarity]}" stop-opacity="0"/></radialGradient>`
  );
}

/** Soft rays from behind the creature: the mark of a legendary card. */
function rays(rarity: Rarity): string {
  if (rarity !== 'legendary') return '';
  const count = 12;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const b = a + Math.PI / count / 1.6;
    const p = (angle: number) =>
      `${Math.round(100 + Math.cos(angle) * 190)} ${Math.round(150 + Math.sin(angle) * 190)}`;
    d += `M100 150L${p(a)}L${p(b)}Z`;
  }
  return `<path fill="${RARITY_COLOUR[rarity]}" opacity=".09" d="${d}"/>`;
}

export function drawBackdrop(options: {
  family: ItemFamily;
  scene: 0 | 1;
  rarity: Rarity;
  ground: { x: number; y: number; rx: number };
}): string {
  const { family, scene, rarity, ground } = options;
  const look = FAMILY_LOOK[family];
  const arcane =
    family === 'Arcane' && scene === 0 ? `<g stroke="${look.far}">${RUNE_CIRCLE}</g>` : '';
  return (
    '<rect x="8" y="8" width="184" height="264" fill="url(#sk)"/>' +
    rays(rarity) +
    arcane +
    `<path fill="${look.far}" d="${SCENES[family][scene]}"/>` +
    '<circle cx="100" cy="150" r="108" fill="url(#hl)"/>' +
    `<ellipse cx="${ground.x}" cy="${ground.y}" rx="${ground.rx}" ry="9" fill="#000" opacity=".35"/>`
  );
}
