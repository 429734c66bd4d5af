import { describe, expect, it } from 'vitest';
import { cardPicture } from './card-picture';

const ID_A = '0b7e6f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ID_B = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

const iconsOf = (svg: string) =>
  [...svg.matchAll(/data-item-icon="([^"]+)"/g)].map((match) => match[1]);

describe('cardPicture', () => {
  it('is composed from the card’s own items, in slot order', () => {
    const svg = cardPicture({
      id: ID_A,
      characterType: 'Elemental',
      quality: 'poor',
      isAscended: false,
      items: [
        { icon: 'fire-bowl', rarity: 'common' },
        { icon: 'water-drop', rarity: 'rare' },
        { icon: 'feather', rarity: 'common' },
      ],
    });
    expect(iconsOf(svg)).toEqual(['fire-bowl', 'water-drop', 'feather']);
    expect(svg).toContain('<title>Elemental card</title>');
  });

  it('draws two cards of one class differently, even from the same items', () => {
    const items = [
      { icon: 'fire-bowl', rarity: 'common' as const },
      { icon: 'water-drop', rarity: 'common' as const },
      { icon: 'feather', rarity: 'common' as const },
    ];
    const base = { characterType: 'Beast' as const, quality: 'normal' as const, isAscended: false };
    const first = cardPicture({ ...base, id: ID_A, items });
    expect(cardPicture({ ...base, id: ID_B, items })).not.toBe(first);
    const otherItems = cardPicture({
      ...base,
      id: ID_A,
      items: [...items.slice(0, 2), { icon: 'anvil', rarity: 'common' }],
    });
    expect(iconsOf(otherItems)).not.toEqual(iconsOf(first));
  });

  it('is the same picture for the same card (cacheable)', () => {
    const options = {
      id: ID_A,
      characterType: 'Mage' as const,
      quality: 'superior' as const,
      isAscended: true,
      items: [
        { icon: 'anvil', rarity: 'epic' as const },
        { icon: 'feather', rarity: 'legendary' as const },
        { icon: 'mushroom', rarity: 'rare' as const },
        { icon: 'skull-crossed-bones', rarity: 'common' as const },
      ],
    };
    expect(cardPicture(options)).toBe(cardPicture(options));
    expect(iconsOf(cardPicture(options))).toHaveLength(4);
  });
});
