/**
 * The generator against a small local fake of the OpenAI chat-completions API: no network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CraftResult, Profile } from '@alchemy/contracts';
import { item } from '../db/schema';
import { bearer, createTestApp, registeredGuest, type TestApp } from '../test/test-app';

interface FakeModel {
  server: Server;
  url: string;
  calls: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
  answer: string;
  status: number;
}

async function fakeModel(): Promise<FakeModel> {
  const fake: FakeModel = { server: createServer(), url: '', calls: [], answer: '', status: 200 };
  fake.server.on('request', (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      fake.calls.push(JSON.parse(body) as FakeModel['calls'][number]);
      response.writeHead(fake.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: fake.answer } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

const invention = {
  name: 'Scalding Vapor',
  description: 'Steam driven mad by a second helping of fire; it blisters whatever it touches.',
  imageDescription: 'A violent white plume shot through with orange sparks.',
  rarity: 'legendary',
  family: 'Weather',
  icon: 'steam',
};

let fake: FakeModel;
let t: TestApp;
beforeAll(async () => {
  fake = await fakeModel();
  t = await createTestApp({ ITEM_GENERATOR_URL: fake.url, ITEM_GENERATOR_MODEL: 'fake-model' });
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

async function guestWithSteam() {
  const guest = await registeredGuest(t.app);
  const call = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(guest.token), payload });
  await call('/craft/game/start', {
    items: [
      { name: 'Fire', allocate: 4 },
      { name: 'Water', allocate: 4 },
    ],
  });
  await call('/craft/game/items/craft', { itemOneId: 'fire', itemTwoId: 'water' });
  return {
    ...guest,
    craft: (one: string, two: string) =>
      call('/craft/game/items/craft', { itemOneId: one, itemTwoId: two }),
  };
}

describe('the OpenAI-compatible generator', () => {
  it('invents a result for an unknown pair, stores it, and reuses it for everyone', async () => {
    fake.answer = '```json\n' + JSON.stringify(invention) + '\n```';
    const first = await guestWithSteam();
    const made = await first.craft('fire', 'steam');
    expect(made.statusCode).toBe(200);
    const result = made.json<CraftResult>();
    // A legendary from a common pair is clamped to one step above: rare.
    expect(result.item).toMatchObject({
      id: 'scalding-vapor',
      name: 'Scalding Vapor',
      rarity: 'rare',
    });
    expect(result.reward).toBe(30);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.model).toBe('fake-model');
    expect(fake.calls[0]!.messages[1]!.content).toContain('Steam');

    const second = await guestWithSteam();
    const again = await second.craft('steam', 'fire');
    expect(again.json<CraftResult>().item.name).toBe('Scalding Vapor');
    expect(fake.calls).toHaveLength(1);
  });

  it('fails the craft (+10 dust) when the model answers nonsense, and stores nothing', async () => {
    fake.answer = JSON.stringify({ ...invention, name: '<script>', family: 'Nope' });
    const guest = await guestWithSteam();
    await guest.craft('water', 'steam'); // a catalogue recipe (Cloud): the model is not asked
    const calls = fake.calls.length;
    const failed = await guest.craft('water', 'cloud');
    expect(failed.statusCode).toBe(204);
    expect(fake.calls.length).toBe(calls + 1);
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(guest.token) })
    ).json<Profile>();
    expect(profile.magicDust).toBe(60);
    const stored = await t.database.db.select().from(item).where(eq(item.id, 'script'));
    expect(stored).toEqual([]);
  });

  it('treats an HTTP error as no invention: the craft fails with +10 dust', async () => {
    fake.status = 500;
    try {
      const guest = await guestWithSteam();
      await guest.craft('water', 'steam');
      const response = await guest.craft('fire', 'cloud');
      expect(response.statusCode).toBe(204);
    } finally {
      fake.status = 200;
    }
  });
});
