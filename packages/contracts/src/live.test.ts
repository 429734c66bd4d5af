import { describe, expect, it } from 'vitest';
import { LiveEventSchema } from './live';
import { readLiveEvent } from './live-event-guard';

const notification = (body: unknown) => ({
  type: 'notification',
  notification: { id: 3, createdAt: '2026-11-27T10:00:00.000Z', read: false, body },
});

describe('readLiveEvent', () => {
  const valid = [
    notification({
      kind: 'card-sold',
      cardName: 'Frostfang',
      price: 40,
      fee: 2,
      currency: 'magicDust',
      buyerName: 'Bo',
    }),
    notification({ kind: 'invitation-accepted', friendName: 'Ada' }),
    notification({ kind: 'friend-request', fromName: 'Cy' }),
    notification({
      kind: 'goal-completed',
      goalKind: 'craft',
      goalId: '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35',
    }),
    notification({ kind: 'friend-world-first', friendName: 'Di', itemName: 'Steam' }),
    { type: 'race-turned', day: '2026-11-28' },
  ];
  const invalid = [
    null,
    [],
    { type: 'race-turned' },
    { type: 'other' },
    notification({
      kind: 'card-sold',
      cardName: 'X',
      price: -1,
      fee: 0,
      currency: 'magicDust',
      buyerName: 'B',
    }),
    notification({
      kind: 'card-sold',
      cardName: 'X',
      price: 1,
      fee: 0,
      currency: 'gold',
      buyerName: 'B',
    }),
    notification({ kind: 'friend-request' }),
    notification({ kind: 'unknown' }),
    notification({ kind: 'goal-completed', goalKind: 'craft', goalId: 'not-a-uuid' }),
    { type: 'notification', notification: { id: 0, createdAt: 'x', read: false, body: {} } },
  ];

  it('reads what the schema accepts, as the schema reads it', () => {
    for (const value of valid) {
      expect(readLiveEvent(value)).toEqual(LiveEventSchema.parse(value));
    }
  });

  it('refuses what the schema refuses', () => {
    for (const value of invalid) {
      expect(LiveEventSchema.safeParse(value).success).toBe(false);
      expect(readLiveEvent(value)).toBeNull();
    }
  });
});
