/**
 * `npm run portraits:sheet`: a contact sheet of 40 forged cards' portraits as a PNG, drawn
 * by the server's portrait generator and rendered in Chromium, each at card size and at
 * 48 px (a list tile), with its class and body under it. For looking at: can a person
 * tell 40 creatures apart, and each class at a glance?
 *
 *   PORTRAITS_SEED=7 PORTRAITS_COUNT=40 npm run portraits:sheet -- out.png
 */
import { chromium, type Page } from 'playwright-core';
import { cardPortrait } from '../apps/server/src/images/portrait/portrait';
import { ALL_BODIES } from '../apps/server/src/images/portrait/bodies';
import { paintStyle } from '../apps/server/src/images/portrait/paint';
import { FAMILY_LOOK } from '../apps/server/src/images/portrait/palettes';
import { chooseTraits } from '../apps/server/src/images/portrait/traits';
import { forgeSample } from '../apps/server/src/images/portrait/forged-sample';
import { z } from 'zod';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const Boxes = z.array(
  z.object({ id: z.string(), left: z.number(), right: z.number(), top: z.number() }),
);

const out = process.argv[2] ?? 'test-results/portraits-sheet.png';
const seed = Number(process.env.PORTRAITS_SEED ?? 1);
const count = Number(process.env.PORTRAITS_COUNT ?? 40);
const COLUMNS = 8;

const cards = forgeSample(count, seed, { improved: true });
const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const cells = cards
  .map((card) => {
    const src = `data:image/svg+xml,${encodeURIComponent(cardPortrait(card))}`;
    const traits = chooseTraits(card);
    return (
      `<figure><img src="${src}" width="150" height="210"><img src="${src}" width="48" height="67">` +
      `<figcaption><b>${card.cardClass}</b> ${traits.body.id.split('-')[1] ?? ''}<br>${escape(card.name)}<br>${traits.family}/${traits.accentFamily} ${card.quality}${card.isAscended ? ' asc' : ''}</figcaption></figure>`
    );
  })
  .join('');
const html =
  '<html><body style="margin:0;padding:8px;background:#0d0b1a;color:#ece8f6;font:11px sans-serif">' +
  `<div style="display:grid;grid-template-columns:repeat(${COLUMNS},210px);gap:8px">${cells}</div>` +
  '<style>figure{margin:0;display:grid;grid-template-columns:150px 48px;gap:6px;align-items:end}figcaption{grid-column:1/3;line-height:1.3}</style>' +
  '</body></html>';

/**
 * Measures every body's drawing and names those whose declared box (which places it on
 * the card) no longer matches: a body drawn wider than its box would be cut by the frame.
 */
async function checkBoxes(page: Page): Promise<void> {
  const [shade, main, light] = FAMILY_LOOK.Any.tones[0];
  const style = paintStyle({
    shade,
    main,
    light,
    accent: main,
    accentLight: light,
    glow: light,
    costume: main,
    flesh: light,
    hair: shade,
  });
  const drawings = ALL_BODIES.map(
    (body) =>
      `<svg data-id="${body.id}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><style>${style}</style><g>${body.under}${body.skin.join('')}${body.over}</g></svg>`,
  ).join('');
  await page.setContent(`<html><body>${drawings}</body></html>`);
  // A string, as the scripts' TypeScript knows no DOM; the answer is parsed.
  const measured = Boxes.parse(
    await page.evaluate(`[...document.querySelectorAll('svg')].map((svg) => {
      const box = svg.querySelector('g').getBBox();
      return { id: svg.dataset.id, left: box.x, right: box.x + box.width, top: box.y };
    })`),
  );
  const off = measured.filter((box) => {
    const body = ALL_BODIES.find((candidate) => candidate.id === box.id);
    return (
      !body ||
      Math.abs(body.box.left - box.left) > 1 ||
      Math.abs(body.box.right - box.right) > 1 ||
      Math.abs(body.box.top - box.top) > 1
    );
  });
  for (const box of off) {
    console.log(
      `${box.id}: box is now { left: ${Math.round(box.left)}, right: ${Math.round(box.right)}, top: ${Math.round(box.top)} }`,
    );
  }
  if (off.length === 0)
    console.log(`every body's box matches its drawing (${measured.length} bodies)`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: COLUMNS * 218 + 16, height: 400 } });
  await page.setContent(html);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`${cards.length} portraits (seed ${seed}) -> ${out}`);
  await checkBoxes(page);
} finally {
  await browser.close();
}
