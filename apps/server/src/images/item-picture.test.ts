import { describe, expect, it } from 'vitest';
import { itemPicture, secretPicture } from './item-picture';
import { FAMILY_LOOK, RARITY_COLOUR } from './portrait/palettes';

describe('itemPicture', () => {
  it('rings an item in its rarity’s colour, and only the rare ones glow', () => {
    const common = itemPicture({ icon: 'fire-bowl', rarity: 'common', family: 'Flame' });
    const legendary = itemPicture({ icon: 'fire-bowl', rarity: 'legendary', family: 'Flame' });
    expect(common).toContain(`stroke="${RARITY_COLOUR.common}"`);
    expect(common).not.toContain('url(#h)');
    expect(legendary).toContain(`stroke="${RARITY_COLOUR.legendary}"`);
    expect(legendary).toContain('url(#h)');
  });

  it('draws the glyph in its family’s colours, inked, on the family’s disc', () => {
    const svg = itemPicture({ icon: 'water-drop', rarity: 'rare', family: 'Liquids' });
    expect(FAMILY_LOOK.Liquids.tones.some(([, , light]) => svg.includes(light))).toBe(true);
    expect(svg).toContain(FAMILY_LOOK.Liquids.sky[1]);
    expect(svg).toContain('<use href="#i" fill="#1b1228" stroke="#1b1228"');
    expect(svg).not.toContain('currentColor');
  });

  it('draws an unknown family as Any and an unknown icon as a die', () => {
    const svg = itemPicture({ icon: 'no-such-icon', rarity: 'common', family: 'Nonsense' });
    expect(FAMILY_LOOK.Any.tones.some(([, main]) => svg.includes(main))).toBe(true);
    expect(svg).toContain('<g id="i"><path');
  });

  it('keeps the secret a question mark', () => {
    expect(secretPicture()).toContain('>?</text>');
  });
});
