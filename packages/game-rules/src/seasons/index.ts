/** Ranked seasons (docs/RULES.md, "Ranked seasons"). */
export * from './rating';
export * from './tiers';
export * from './season-calendar';
export * from './season-end';
export * from './rated-matchmaking';
