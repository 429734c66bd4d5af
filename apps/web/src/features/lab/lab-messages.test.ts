import { describe, expect, it } from 'vitest';
import { messageAt } from '@/lib/loader-timing';
import { CARD_CRAFTING_MESSAGES } from './lab-messages';

describe('the card-crafting loader', () => {
  it('opens with the forging line, then turns through the others', () => {
    expect(messageAt(CARD_CRAFTING_MESSAGES, 0)).toBe('Forging your battle card...');
    expect(messageAt(CARD_CRAFTING_MESSAGES, 4000)).toBe(CARD_CRAFTING_MESSAGES[1]);
  });
});
