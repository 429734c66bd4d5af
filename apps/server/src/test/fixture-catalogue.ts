/**
 * A small catalogue for API tests, so they pin the rules rather than the shipped content
 * (which grows). Recipes: Fire+Water=Steam, Water+Steam=Cloud, Air+Fire=Energy,
 * Earth+Water=Mud, Fire+Mud=Brick, Earth+Fire=Ash, Earth+Air=Sand; Fire+Steam has no
 * recipe (a failed craft).
 */
import type { Catalogue, CatalogueItem } from '../repositories/catalogue';

const base = (name: string, unlockLevel: number, family = 'Any'): CatalogueItem => ({
  name,
  description: `The element ${name}.`,
  imageDescription: `A swirl of ${name}.`,
  rarity: 'common',
  family,
  icon: 'flame',
  isBuildingBlock: true,
  unlockLevel,
});

const crafted = (
  name: string,
  rarity: CatalogueItem['rarity'],
  family: string,
  icon: string,
): CatalogueItem => ({
  name,
  description: `${name}, made by alchemy.`,
  imageDescription: `A picture of ${name}.`,
  rarity,
  family,
  icon,
  isBuildingBlock: false,
  unlockLevel: null,
});

export const fixtureCatalogue: Catalogue = {
  items: [
    base('Fire', 1),
    base('Water', 1),
    base('Air', 2),
    base('Earth', 6),
    base('Wood', 10, 'Flora'),
    base('Steel', 16, 'Metals'),
    crafted('Steam', 'common', 'Weather', 'steam'),
    crafted('Cloud', 'rare', 'Weather', 'cloud-ring'),
    crafted('Energy', 'epic', 'Arcane', 'lightning-helix'),
    crafted('Mud', 'common', 'Stone', 'dripping-stone'),
    crafted('Brick', 'legendary', 'Stone', 'brick-wall'),
    crafted('Ash', 'common', 'Flame', 'fire'),
    crafted('Sand', 'common', 'Stone', 'sand-castle'),
  ],
  recipes: [
    ['Fire', 'Water', 'Steam'],
    ['Steam', 'Water', 'Cloud'],
    ['Air', 'Fire', 'Energy'],
    ['Earth', 'Water', 'Mud'],
    ['Mud', 'Fire', 'Brick'],
    ['Earth', 'Fire', 'Ash'],
    ['Earth', 'Air', 'Sand'],
  ],
};
