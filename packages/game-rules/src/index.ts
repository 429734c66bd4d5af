export * from './rarity';
export * from './currency';
export * from './levels';
export * from './profile';
export * from './crafting';
export * from './cards';
export * from './rng';
export * from './cards/index';
