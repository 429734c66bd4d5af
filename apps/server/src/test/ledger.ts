/** The ledger adds up to every balance: no value was created or destroyed off the books. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Profile } from '@alchemy/contracts';
import { CURRENCIES } from '@alchemy/game-rules';
import type { Database } from '../db/database';
import { ledger } from '../db/schema';

export async function expectLedgerMatches(database: Database, profile: Profile) {
  const rows = await database.db.select().from(ledger).where(eq(ledger.playerId, profile.id));
  for (const currency of CURRENCIES) {
    const sum = rows
      .filter((row) => row.currency === currency)
      .reduce((total, row) => total + row.delta, 0);
    expect(sum, currency).toBe(profile[currency]);
  }
}
