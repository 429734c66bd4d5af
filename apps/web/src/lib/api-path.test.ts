import { describe, expect, it } from 'vitest';
import { fillPath } from './api-path';

describe('fillPath', () => {
  it('fills and encodes every placeholder', () => {
    expect(fillPath('/lab/cards/:id/ascend', { id: 'a b' })).toBe('/lab/cards/a%20b/ascend');
    expect(fillPath('/lab/items/:id', { id: 'steam' })).toBe('/lab/items/steam');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => fillPath('/lab/items/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});
