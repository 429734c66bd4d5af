/** The three currencies of a profile (docs/RULES.md, "Currencies"). */
export const CURRENCIES = ['credits', 'diamonds', 'magicDust'] as const;
export type Currency = (typeof CURRENCIES)[number];
