import { IdempotencyKeySchema } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { purchaseOf } from './api/purchase-listing';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh UUID each time, one the server accepts', () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(first).not.toBe(second);
    expect(IdempotencyKeySchema.safeParse(first).success).toBe(true);
  });

  it('makes a version 4 UUID where randomUUID is missing (a page not served securely)', () => {
    const bytes = new Uint8Array(16).fill(0xff);
    const insecure = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.set(bytes);
        return array;
      },
    } as unknown as Crypto;
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(UUID_V4);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

describe('purchaseOf', () => {
  it('gives each click on Buy its own key', () => {
    const first = purchaseOf('listing-1');
    const second = purchaseOf('listing-1');
    expect(first.listingId).toBe('listing-1');
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
  });
});
