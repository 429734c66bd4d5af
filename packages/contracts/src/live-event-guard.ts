/**
 * Reads a live channel event (live.ts's LiveEventSchema) without zod: the web reads the
 * stream on the page, where zod never loads (it parses answers in a worker). Checked field
 * by field; anything else is null and ignored. live.test.ts holds it to the schema.
 */
import { isCurrency } from '@alchemy/game-rules';
import type { LiveEvent, NotificationBody } from './live';

type Fields = Record<string, unknown>;

/** zod's z.uuid(): versions 1-8, the variant bits, and the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function bodyOf(value: unknown): NotificationBody | null {
  if (!isFields(value)) return null;
  switch (value.kind) {
    case 'card-sold': {
      const { cardName, price, fee, currency, buyerName } = value;
      if (!isText(cardName) || !isCount(price) || !isCount(fee) || !isText(buyerName)) return null;
      if (!isText(currency) || !isCurrency(currency)) return null;
      return { kind: 'card-sold', cardName, price, fee, currency, buyerName };
    }
    case 'invitation-accepted':
      return isText(value.friendName)
        ? { kind: 'invitation-accepted', friendName: value.friendName }
        : null;
    case 'friend-request':
      return isText(value.fromName) ? { kind: 'friend-request', fromName: value.fromName } : null;
    case 'goal-completed':
      return isText(value.goalKind) && isText(value.goalId) && UUID.test(value.goalId)
        ? { kind: 'goal-completed', goalKind: value.goalKind, goalId: value.goalId }
        : null;
    case 'friend-world-first':
      return isText(value.friendName) && isText(value.itemName)
        ? { kind: 'friend-world-first', friendName: value.friendName, itemName: value.itemName }
        : null;
    default:
      return null;
  }
}

/** The event in a stream's `data:` (JSON already parsed), or null for anything else. */
export function readLiveEvent(value: unknown): LiveEvent | null {
  if (!isFields(value)) return null;
  if (value.type === 'race-turned') {
    return isText(value.day) ? { type: 'race-turned', day: value.day } : null;
  }
  if (value.type !== 'notification' || !isFields(value.notification)) return null;
  const { id, createdAt, read, body } = value.notification;
  const parsed = bodyOf(body);
  if (!isCount(id) || id < 1 || !isText(createdAt) || typeof read !== 'boolean' || !parsed) {
    return null;
  }
  return { type: 'notification', notification: { id, createdAt, read, body: parsed } };
}
