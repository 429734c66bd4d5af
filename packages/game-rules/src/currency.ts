/**
 * Amounts are branded by currency so that credits can never be passed where diamonds are
 * expected (conventions.md, "Names carry units").
 */
export const CURRENCIES = ['credits', 'diamonds', 'magicDust'] as const;
export type Currency = (typeof CURRENCIES)[number];

declare const brand: unique symbol;
export type Amount<C extends Currency> = number & { readonly [brand]: C };
export type Credits = Amount<'credits'>;
export type Diamonds = Amount<'diamonds'>;
export type MagicDust = Amount<'magicDust'>;

export const credits = (n: number): Credits => n as Credits;
export const diamonds = (n: number): Diamonds => n as Diamonds;
export const magicDust = (n: number): MagicDust => n as MagicDust;
