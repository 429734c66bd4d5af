/**
 * Markings on a creature's skin, by the family of its second element: stripes and spots for
 * beasts, lava cracks for flame, runes for the arcane... Each is drawn across the body's
 * mass and clipped to its skin by the caller, so it never spills onto the backdrop.
 */
import type { ItemFamily } from '@alchemy/game-rules';
import type { Rng } from '@alchemy/game-rules';
import type { Body } from './body';

export type MarkingDraw = (body: Body, rng: Rng) => string;

const r1 = (value: number) => Math.round(value * 10) / 10;

/** Points spread over the body's mass, from the rng. */
function spots(body: Body, rng: Rng, count: number): Array<[number, number]> {
  const { x, y, rx, ry } = body.mass;
  return Array.from({ length: count }, () => {
    const angle = rng.next() * Math.PI * 2;
    const distance = Math.sqrt(rng.next()) * 0.8;
    return [r1(x + Math.cos(angle) * rx * distance), r1(y + Math.sin(angle) * ry * distance)];
  });
}

/** Bands across the mass at `step`, slanted by `lean`, as one path. */
function bands(body: Body, step: number, lean: number, width: number): string {
  const { x, y, rx, ry } = body.mass;
  let d = '';
  for (let bx = x - rx; bx < x + rx; bx += step) {
    d += `M${r1(bx)} ${r1(y - ry)}l${lean} ${r1(ry * 2)}l${width} 0l${-lean} ${r1(-ry * 2)}Z`;
  }
  return d;
}

const stripes: MarkingDraw = (body) =>
  `<path class="s" opacity=".75" d="${bands(body, 26, 18, 9)}"/>`;

const dots: MarkingDraw = (body, rng) =>
  spots(body, rng, 9)
    .map(
      ([x, y]) => `<circle class="s" opacity=".7" cx="${x}" cy="${y}" r="${3 + rng.int(0, 4)}"/>`,
    )
    .join('');

/** A jagged line through the mass, for cracks and lava veins. */
function veins(body: Body, rng: Rng, count: number): string {
  let d = '';
  for (const [x, y] of spots(body, rng, count)) {
    d += `M${x} ${y}l${rng.int(6, 12)} ${rng.int(-10, -4)}l${rng.int(4, 10)} ${rng.int(4, 10)}l${rng.int(6, 12)} ${rng.int(-8, -2)}`;
  }
  return d;
}

const lavaVeins: MarkingDraw = (body, rng) =>
  `<path class="T Tg" stroke-width="3.5" d="${veins(body, rng, 5)}"/>`;

const flameLicks: MarkingDraw = (body) => {
  const { x, y, rx, ry } = body.mass;
  const base = y + ry * 0.5;
  let d = `M${x - rx} ${y + ry}`;
  for (let px = x - rx; px < x + rx; px += 22) {
    d += `L${px + 6} ${r1(base - 10)}L${px + 11} ${r1(base - 28)}L${px + 15} ${r1(base - 6)}`;
  }
  d += `L${x + rx} ${y + ry}Z`;
  return `<path class="a" opacity=".6" d="${d}"/>`;
};

const waves: MarkingDraw = (body) => {
  const { x, y, rx, ry } = body.mass;
  let d = '';
  for (let py = y - ry * 0.4; py < y + ry; py += 22) {
    d += `M${x - rx} ${r1(py)}`;
    for (let px = x - rx; px < x + rx; px += 24) d += `q6 -7 12 0t12 0`;
  }
  return `<path class="T Tl" stroke-width="4" opacity=".7" d="${d}"/>`;
};

const bubbles: MarkingDraw = (body, rng) =>
  spots(body, rng, 8)
    .map(
      ([x, y]) =>
        `<circle class="T Tl" stroke-width="2.5" opacity=".8" cx="${x}" cy="${y}" r="${3 + rng.int(0, 4)}"/>`,
    )
    .join('');

const bolts: MarkingDraw = (body, rng) => {
  let d = '';
  for (const [x, y] of spots(body, rng, 3)) d += `M${x} ${y}l-6 12h6l-5 12 12-15h-6l5-9Z`;
  return `<path class="a" opacity=".85" d="${d}"/>`;
};

const frost: MarkingDraw = (body, rng) => {
  let d = '';
  for (const [x, y] of spots(body, rng, 6))
    d += `M${x - 5} ${y}h10M${x} ${y - 5}v10M${x - 3.5} ${y - 3.5}l7 7M${x + 3.5} ${y - 3.5}l-7 7`;
  return `<path class="T Tl" stroke-width="2" d="${d}"/>`;
};

const cracks: MarkingDraw = (body, rng) =>
  `<path class="t" opacity=".7" d="${veins(body, rng, 4)}"/>`;

const pebbles: MarkingDraw = (body, rng) =>
  spots(body, rng, 7)
    .map(([x, y]) => {
      const r = 3 + rng.int(0, 4);
      return `<path class="s" opacity=".8" d="M${x - r} ${y}l${r * 0.6} ${-r}h${r * 0.9}l${r * 0.6} ${r}l${-r * 0.6} ${r * 0.8}h${-r}Z"/>`;
    })
    .join('');

const leaves: MarkingDraw = (body, rng) =>
  spots(body, rng, 6)
    .map(
      ([x, y]) =>
        `<path class="a" opacity=".7" transform="translate(${x} ${y}) rotate(${rng.int(0, 359)})" d="M-7 5C-7-3 0-8 7-7C7 1 0 6-7 5Z"/>`,
    )
    .join('');

const moss: MarkingDraw = (body, rng) =>
  spots(body, rng, 5)
    .map(
      ([x, y]) =>
        `<ellipse class="l" opacity=".45" cx="${x}" cy="${y}" rx="${8 + rng.int(0, 6)}" ry="${5 + rng.int(0, 3)}"/>`,
    )
    .join('');

const plates: MarkingDraw = (body) => {
  const { x, y, rx, ry } = body.mass;
  let lines = '';
  let rivets = '';
  for (let py = y - ry * 0.5; py < y + ry; py += 24) {
    lines += `M${x - rx} ${r1(py)}H${x + rx}`;
    for (let px = x - rx + 10; px < x + rx; px += 20) {
      rivets += `<circle class="l" cx="${r1(px)}" cy="${r1(py + 6)}" r="2"/>`;
    }
  }
  return `<path class="t" opacity=".6" d="${lines}"/>${rivets}`;
};

const metalBands: MarkingDraw = (body) => {
  const { y, ry } = body.mass;
  return `<path class="a" opacity=".55" d="M0 ${r1(y - ry * 0.2)}h200v8H0ZM0 ${r1(y + ry * 0.3)}h200v8H0Z"/>`;
};

const swirls: MarkingDraw = (body, rng) => {
  let d = '';
  for (const [x, y] of spots(body, rng, 4)) d += `M${x} ${y}a6 6 0 1 1 6 6a10 10 0 1 1-10-10`;
  return `<path class="T Tl" stroke-width="2.5" opacity=".75" d="${d}"/>`;
};

const veil: MarkingDraw = (body) =>
  `<path class="l" opacity=".3" d="${bands(body, 30, -14, 14)}"/>`;

/** Small geometric runes, drawn in light. */
const RUNE_STROKES = [
  'm-5 5 5-10 5 10Z',
  'm0-6v12m-5-6h10',
  'm-5-5 10 10m0-10-10 10',
  'm-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  'm-4-6 8 6-8 6',
  'm-5 6v-12l10 12v-12',
];

const runes: MarkingDraw = (body, rng) => {
  let d = '';
  for (const [x, y] of spots(body, rng, 5)) d += `M${x} ${y}${rng.pick(RUNE_STROKES)}`;
  return `<path class="T Tg" stroke-width="2.5" d="${d}"/>`;
};

const starMarks: MarkingDraw = (body, rng) => {
  let d = '';
  for (const [x, y] of spots(body, rng, 6))
    d += `M${x} ${y - 5}l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5Z`;
  return `<path class="a" d="${d}"/>`;
};

const circuits: MarkingDraw = (body, rng) => {
  let d = '';
  let pads = '';
  for (const [x, y] of spots(body, rng, 4)) {
    const run = rng.int(10, 20);
    d += `M${x} ${y}h${run}l8 8v${rng.int(6, 14)}`;
    pads += `<circle class="g" cx="${x}" cy="${y}" r="2.8"/>`;
  }
  return `<path class="T Tg" stroke-width="2.5" opacity=".9" d="${d}"/>${pads}`;
};

const hazard: MarkingDraw = (body) =>
  `<path class="a" opacity=".5" d="${bands(body, 20, -12, 8)}"/>`;

const bellyPatch: MarkingDraw = (body) => {
  const { x, y, rx, ry } = body.mass;
  return `<ellipse class="l" opacity=".45" cx="${r1(x + rx * 0.2)}" cy="${r1(y + ry * 0.45)}" rx="${r1(rx * 0.45)}" ry="${r1(ry * 0.35)}"/>`;
};

/** Two markings a family may give; the seed chooses. */
export const MARKINGS: Record<ItemFamily, readonly [string, MarkingDraw][]> = {
  Flame: [
    ['lava-veins', lavaVeins],
    ['flame-licks', flameLicks],
  ],
  Liquids: [
    ['waves', waves],
    ['bubbles', bubbles],
  ],
  Weather: [
    ['bolts', bolts],
    ['frost', frost],
  ],
  Stone: [
    ['cracks', cracks],
    ['pebbles', pebbles],
  ],
  Flora: [
    ['leaves', leaves],
    ['moss', moss],
  ],
  Metals: [
    ['plates', plates],
    ['bands', metalBands],
  ],
  Beasts: [
    ['stripes', stripes],
    ['spots', dots],
  ],
  Spirits: [
    ['swirls', swirls],
    ['veil', veil],
  ],
  Arcane: [
    ['runes', runes],
    ['stars', starMarks],
  ],
  Machines: [
    ['circuits', circuits],
    ['hazard', hazard],
  ],
  Any: [
    ['belly', bellyPatch],
    ['spots', dots],
  ],
};
