/** The three currencies of a profile (docs/RULES.md, "Currencies"). */
export const CURRENCIES = ['credits', 'diamonds', 'magicDust'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
