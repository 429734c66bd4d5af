import { describe, expect, it } from 'vitest';
import type { Notification } from '@alchemy/contracts';
import {
  badgeText,
  bellLabel,
  notificationText,
  tellsOnArrival,
  timeAgo,
} from './notification-texts';

describe('notification texts', () => {
  it('tells a sale with the price, the currency, the fee and what was kept', () => {
    expect(
      notificationText({
        kind: 'card-sold',
        cardName: 'Frostfang Tusk',
        price: 1200,
        fee: 60,
        currency: 'magicDust',
        buyerName: 'Sage 1',
      }),
    ).toBe(
      'Sage 1 bought your Frostfang Tusk for 1,200 magic dust. You received 1,140 after the 60 fee.',
    );
  });

  it('names the friend of friend events', () => {
    expect(notificationText({ kind: 'invitation-accepted', friendName: 'Ada' })).toContain('Ada');
    expect(notificationText({ kind: 'friend-request', fromName: 'Bo' })).toBe(
      'Bo wants to be your friend.',
    );
    expect(
      notificationText({ kind: 'friend-world-first', friendName: 'Cy', itemName: 'Steam' }),
    ).toBe('Your friend Cy was the first in the world to discover Steam!');
  });

  it('counts on the bell and caps the badge', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(140)).toBe('99+');
  });

  it('says when in words', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(timeAgo('2026-11-27T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-27T09:00:00Z', now)).toBe('3 h ago');
  });

  it('leaves goal completions to their own toast', () => {
    const base = { id: 1, createdAt: '2026-11-27T12:00:00Z', read: false };
    const goal: Notification = {
      ...base,
      body: {
        kind: 'goal-completed',
        goalKind: 'craft',
        goalId: '6f1c2a9e-3b1d-4c5e-9a7f-2d8b0e4c1a35',
      },
    };
    const sale: Notification = {
      ...base,
      body: { kind: 'friend-request', fromName: 'Bo' },
    };
    expect(tellsOnArrival(goal)).toBe(false);
    expect(tellsOnArrival(sale)).toBe(true);
  });
});
