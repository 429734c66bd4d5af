/**
 * Two players accepting each other's invitations at the same moment (real parallel
 * connections, two server instances on one database): they become friends once, with no
 * duplicate rows, every invitation answered, and nothing deadlocked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { or, eq } from 'drizzle-orm';
import type { SentInvitation } from '@alchemy/contracts';
import type { App } from '../app';
import { friendship, invitation } from '../db/schema';
import { apiCall, createTestApp, registeredGuest, type TestApp } from '../test/test-app';
import { transactionStats } from './transaction';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(async () => {
  await t.close();
});

describe('friendship races', () => {
  it('mutual invitations accepted at once: friends once, no deadlock', async () => {
    const retriesBefore = transactionStats.retries;
    for (let round = 0; round < 10; round += 1) {
      const a = await registeredGuest(t.app);
      const b = await registeredGuest(t.app);
      const toB = (
        await apiCall(t.app, a.token, 'POST', '/friends/invite', { friendId: b.profile.id })
      ).json<SentInvitation>();
      // The reverse invitation is refused while one waits: make it directly.
      const [toA] = await t.database.db
        .insert(invitation)
        .values({ fromId: b.profile.id, toId: a.profile.id })
        .returning();
      const answers = await Promise.all([
        apiCall(t.app, b.token, 'POST', `/friends/invitations/${toB.id}/accept`),
        apiCall(other, a.token, 'POST', `/friends/invitations/${toA!.id}/accept`),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const rows = await t.database.db
        .select()
        .from(friendship)
        .where(or(eq(friendship.playerA, a.profile.id), eq(friendship.playerB, a.profile.id)));
      expect(rows).toHaveLength(1);
      const invitations = await t.database.db
        .select()
        .from(invitation)
        .where(or(eq(invitation.id, toB.id), eq(invitation.id, toA!.id)));
      expect(invitations.map((row) => row.status)).toEqual(['accepted', 'accepted']);
    }
    expect(transactionStats.retries - retriesBefore).toBe(0);
  });

  it('both accept each other’s invite link at once: friends once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const a = await registeredGuest(t.app);
      const b = await registeredGuest(t.app);
      const hash = async (token: string) =>
        (await apiCall(t.app, token, 'POST', '/friends/invite-link')).json<{
          inviteHash: string;
        }>().inviteHash;
      const [ofA, ofB] = [await hash(a.token), await hash(b.token)];
      const answers = await Promise.all([
        apiCall(t.app, a.token, 'POST', `/friends/invitations/hash/${ofB}/accept`),
        apiCall(other, b.token, 'POST', `/friends/invitations/hash/${ofA}/accept`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const rows = await t.database.db
        .select()
        .from(friendship)
        .where(or(eq(friendship.playerA, a.profile.id), eq(friendship.playerB, a.profile.id)));
      expect(rows).toHaveLength(1);
    }
  });
});
