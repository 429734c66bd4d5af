/**
 * Card portraits: one creature per card, the same every time for the same card, told apart
 * from every other of 1,000 forged cards both by its drawing and by what a person sees
 * (the perceptual key), with a pool of bodies per class, the items' elements in its
 * colours and effects, and the rarity and quality in its frame.
 */
import { gzipSync } from 'node:zlib';
import { CARD_CLASSES, type CardClass } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { ALL_BODIES, BODIES_BY_CLASS } from './bodies';
import { forgeSample } from './forged-sample';
import { FAMILY_LOOK, RARITY_COLOUR } from './palettes';
import { cardPortrait } from './portrait';
import { chooseTraits, perceptualKey, type PortraitInput } from './traits';

const forged = forgeSample(1000, 20260);

const base: PortraitInput = {
  seed: 123456,
  cardClass: 'Beast',
  quality: 'normal',
  isAscended: false,
  items: [
    { id: 'ember', family: 'Flame', rarity: 'common' },
    { id: 'lava', family: 'Flame', rarity: 'rare' },
    { id: 'moss', family: 'Flora', rarity: 'common' },
  ],
};

describe('the pool of bodies', () => {
  it('holds at least 30 bodies with their own names', () => {
    expect(ALL_BODIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ALL_BODIES.map((body) => body.id)).size).toBe(ALL_BODIES.length);
  });

  it('gives every class at least four bodies of its own', () => {
    for (const cardClass of CARD_CLASSES) {
      const bodies = BODIES_BY_CLASS[cardClass];
      expect(bodies.length, cardClass).toBeGreaterThanOrEqual(4);
      for (const body of bodies) expect(body.cardClass).toBe(cardClass);
    }
  });

  it('draws every class from several of its bodies across forged cards', () => {
    const used = new Map<CardClass, Set<string>>();
    for (const card of forged) {
      const body = chooseTraits(card).body;
      expect(body.cardClass).toBe(card.cardClass);
      used.set(card.cardClass, (used.get(card.cardClass) ?? new Set()).add(body.id));
    }
    for (const cardClass of CARD_CLASSES) {
      expect(used.get(cardClass)?.size ?? 0, cardClass).toBe(BODIES_BY_CLASS[cardClass].length);
    }
  });
});

describe('a card’s portrait', () => {
  it('is the same picture for the same card (cacheable)', () => {
    expect(cardPortrait(base)).toBe(cardPortrait({ ...base, items: [...base.items] }));
  });

  it('differs for two cards of one class, even from the very same items', () => {
    const other = { ...base, seed: 654321 };
    expect(cardPortrait(other)).not.toBe(cardPortrait(base));
    expect(perceptualKey(chooseTraits(other))).not.toBe(perceptualKey(chooseTraits(base)));
  });

  it('takes its colours and effects from its items’ families', () => {
    const flame = chooseTraits(base);
    expect(flame.family).toBe('Flame');
    expect(flame.accentFamily).toBe('Flora');
    expect(flame.effects).toEqual(['Flame', 'Flora']);
    const svg = cardPortrait(base);
    expect(FAMILY_LOOK.Flame.tones.some(([, main]) => svg.includes(`.m{fill:${main}}`))).toBe(true);
    expect(svg).toContain(`.a{fill:${FAMILY_LOOK.Flora.accent}}`);

    const tide = { ...base, items: base.items.map((item) => ({ ...item, family: 'Liquids' })) };
    const tideSvg = cardPortrait(tide);
    expect(FAMILY_LOOK.Liquids.tones.some(([, main]) => tideSvg.includes(`.m{fill:${main}}`))).toBe(
      true,
    );
  });

  it('frames it in the colour of its rarest item, with a gem for each item', () => {
    const svg = cardPortrait(base);
    expect(svg).toContain(`stroke="${RARITY_COLOUR.rare}" stroke-width="7"`);
    const legendary = cardPortrait({
      ...base,
      items: [...base.items.slice(0, 2), { id: 'sun', family: 'Flame', rarity: 'legendary' }],
    });
    expect(legendary).toContain(`stroke="${RARITY_COLOUR.legendary}" stroke-width="7"`);
    for (const rarity of ['common', 'rare'] as const) {
      expect(svg).toContain(
        `fill="${RARITY_COLOUR[rarity]}" stroke="#1b1228" stroke-width="1.5" d="M`,
      );
    }
  });

  it('shows the quality by the frame’s ornament and the ascension by a crown', () => {
    const poor = cardPortrait({ ...base, quality: 'poor' });
    const normal = cardPortrait(base);
    const superior = cardPortrait({ ...base, quality: 'superior' });
    const ascended = cardPortrait({ ...base, quality: 'superior', isAscended: true });
    const studs = (svg: string) =>
      (svg.match(/<circle cx="[\d.]+" cy="[\d.]+" r="4" /g) ?? []).length;
    expect(studs(poor)).toBe(0);
    expect(studs(normal)).toBe(4);
    expect(superior.length).toBeGreaterThan(normal.length);
    expect(superior).not.toBe(normal);
    expect(ascended).toContain('fill="#ffd36b"');
    expect(superior).not.toContain('fill="#ffd36b"');
  });

  it('names no item: the picture shows elements and rarities, not what went in', () => {
    const card = forged[0];
    if (!card) throw new Error('no forged card');
    const svg = cardPortrait(card);
    for (const item of card.items) expect(svg).not.toContain(item.id);
    expect(svg).not.toContain('<title');
  });
});

describe('1,000 cards forged from random valid item sets', () => {
  const svgs = forged.map((card) => cardPortrait(card));

  it('forge every class', () => {
    expect(new Set(forged.map((card) => card.cardClass))).toEqual(new Set(CARD_CLASSES));
  });

  it('never share a portrait: neither its drawing nor what a person sees', () => {
    expect(new Set(svgs).size).toBe(forged.length);
    const keys = forged.map((card) => perceptualKey(chooseTraits(card)));
    expect(new Set(keys).size).toBe(forged.length);
  });

  it('stay small to send: under 12 kB each, about 2 kB compressed', () => {
    const raw = svgs.map((svg) => Buffer.byteLength(svg));
    expect(Math.max(...raw)).toBeLessThan(12_000);
    const zipped = svgs.map((svg) => gzipSync(svg).length).sort((a, b) => a - b);
    expect(zipped[Math.floor(zipped.length / 2)]).toBeLessThan(2_500);
  });

  it('are well-formed: every group and clip closes', () => {
    for (const svg of svgs.slice(0, 100)) {
      expect((svg.match(/<g[ >]/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 280" data-body="[a-z-]+" data-items="[34]">/,
      );
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });
});
