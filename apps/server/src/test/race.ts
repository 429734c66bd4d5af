/** Test set-up for the daily race: the shipped catalogue (the fixture one is too shallow). */
import { eq } from 'drizzle-orm';
import type { InviteLink } from '@alchemy/contracts';
import { loadCatalogue } from '../content/load-catalogue';
import type { Database } from '../db/database';
import { item, raceDay } from '../db/schema';
import { syncCatalogue } from '../repositories/catalogue';
import { RacePathsStored, RaceStartStored } from '../repositories/race';
import type { App } from '../app';
import { apiCall } from './test-app';

/** Syncs the shipped catalogue: before the first race call, which reads it once. */
export async function withShippedCatalogue(database: Database): Promise<void> {
  const { items, recipes } = loadCatalogue();
  await syncCatalogue(database.db, { items, recipes });
}

/** The stored race of a day: its start, target and the solver's two paths, by item id. */
export async function storedRace(database: Database, day: number) {
  const [row] = await database.db.select().from(raceDay).where(eq(raceDay.day, day));
  if (!row) throw new Error(`no race stored for day ${day}`);
  return {
    targetId: row.targetId,
    shortest: row.shortest,
    start: RaceStartStored.parse(row.start),
    paths: RacePathsStored.parse(row.paths),
  };
}

/** Every catalogue item's name and id: what must not show before it is made. */
export async function everyItem(database: Database) {
  return database.db.select({ id: item.id, name: item.name }).from(item);
}

/** Makes two players friends through their invite link. */
export async function befriend(app: App, host: string, guest: string): Promise<void> {
  const link = await apiCall(app, host, 'POST', '/friends/invite-link');
  const { inviteHash } = link.json<InviteLink>();
  const accepted = await apiCall(
    app,
    guest,
    'POST',
    `/friends/invitations/hash/${inviteHash}/accept`,
  );
  if (accepted.statusCode >= 300) throw new Error(`befriend failed: ${accepted.body}`);
}
