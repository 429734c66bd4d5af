export * from './errors';
export * from './profile';
export * from './health';
export * from './auth';
export * from './paths';
export * from './items';
export * from './crafting';
export * from './lab';
