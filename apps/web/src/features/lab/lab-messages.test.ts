import { describe, expect, it } from 'vitest';
import { CARD_CRAFTING_MESSAGES, messageAt, remainingMs } from './lab-messages';

describe('the loaders', () => {
  it('rotate their flavour text every 4 s and loop', () => {
    expect(messageAt(CARD_CRAFTING_MESSAGES, 0)).toBe('Forging your battle card...');
    expect(messageAt(CARD_CRAFTING_MESSAGES, 3999)).toBe('Forging your battle card...');
    expect(messageAt(CARD_CRAFTING_MESSAGES, 4000)).toBe(CARD_CRAFTING_MESSAGES[1]);
    expect(messageAt(CARD_CRAFTING_MESSAGES, 4000 * CARD_CRAFTING_MESSAGES.length)).toBe(
      CARD_CRAFTING_MESSAGES[0],
    );
  });

  it('stay at least 700 ms', () => {
    expect(remainingMs(1000, 1200)).toBe(500);
    expect(remainingMs(1000, 2000)).toBe(0);
  });
});
