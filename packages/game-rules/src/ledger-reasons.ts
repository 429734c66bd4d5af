/**
 * Every reason a balance may change, and which way it moves money (docs/RULES.md,
 * "Currencies"). The server books a ledger row as `<kind>` or `<kind>:<detail>`; the soak's
 * bank audit and the economy simulation read the same table, so a new reward or sink is
 * named here once or it does not compile.
 */
export type MoneyFlow =
  /** Enters the game: a reward, a starting balance. */
  | 'minted'
  /** Leaves the game: a price paid to the house. */
  | 'burned'
  /** Goes from one player to another (the market's buyer and seller rows). */
  | 'moved'
  /** One currency for another at the house's rates: burns one, mints the other. */
  | 'exchanged';

export const LEDGER_REASONS = {
  'starting-balance': 'minted',
  'level-up': 'minted',
  discovery: 'minted',
  'failed-craft': 'minted',
  'purge-card': 'minted',
  'purge-item': 'minted',
  'duel-won': 'minted',
  'duel-lost': 'minted',
  'daily-goal': 'minted',
  streak: 'minted',
  collection: 'minted',
  'season-reward': 'minted',
  buy: 'burned',
  'increase-limit': 'burned',
  hint: 'burned',
  'improve-to-normal': 'burned',
  'improve-to-superior': 'burned',
  ascend: 'burned',
  avatar: 'burned',
  'market-fee': 'burned',
  'market-buy': 'moved',
  'market-sale': 'moved',
  exchange: 'exchanged',
} as const satisfies Record<string, MoneyFlow>;

export type LedgerKind = keyof typeof LEDGER_REASONS;

/** A ledger row's reason: its kind, and after a colon what it was for ('buy:fire x2'). */
export type LedgerReason = LedgerKind | `${LedgerKind}:${string}`;

export function isLedgerKind(kind: string): kind is LedgerKind {
  return Object.hasOwn(LEDGER_REASONS, kind);
}

/** How a stored reason moves money, or null when no rule names its kind. */
export function moneyFlowOf(reason: string): MoneyFlow | null {
  const kind = reason.split(':', 1)[0] ?? '';
  return isLedgerKind(kind) ? LEDGER_REASONS[kind] : null;
}
