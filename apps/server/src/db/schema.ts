export * from './auth-schema';
export * from './game-schema';
export * from './crafting-schema';
export * from './lab-schema';
export * from './arena-schema';
export * from './market-schema';
export * from './social-schema';
export * from './ops-schema';
