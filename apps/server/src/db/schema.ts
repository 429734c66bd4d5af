export * from './auth-schema';
export * from './game-schema';
