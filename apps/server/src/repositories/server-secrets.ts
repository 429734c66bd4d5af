/** Shared secrets (db/ops-schema.ts#serverSecret): the first instance's value wins. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecret } from '../db/schema';

/** The secret called `name`, made from `candidate` if no instance has made it yet. */
export async function sharedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecret).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecret.value })
    .from(serverSecret)
    .where(eq(serverSecret.name, name));
  if (!row) throw new Error(`the shared secret ${name} could not be stored`);
  return row.value;
}
