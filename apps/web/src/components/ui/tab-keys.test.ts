import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tabAfterKey', () => {
  it('moves right and left, wrapping', () => {
    expect(tabAfterKey(0, 'ArrowRight', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowRight', 2)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowLeft', 2)).toBe(0);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabAfterKey(1, 'Home', 3)).toBe(0);
    expect(tabAfterKey(0, 'End', 3)).toBe(2);
  });

  it('leaves every other key alone (Tab leaves the list, the up and down arrows scroll)', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a']) {
      expect(tabAfterKey(0, key, 2), key).toBeNull();
    }
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });
});
