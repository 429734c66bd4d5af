import { readFileSync } from 'node:fs';
import { RARITIES } from '@alchemy/game-rules';
import { describe, expect, it } from 'vitest';
import { RARITY_COLOUR } from './palettes';

const TOKENS = new URL('../../../../web/src/styles/tokens.css', import.meta.url);

describe('the rarity colours', () => {
  it('are the web app’s own, so grey, blue, purple and gold mean one thing everywhere', () => {
    const css = readFileSync(TOKENS, 'utf8');
    for (const rarity of RARITIES) {
      const token = new RegExp(`--rarity-${rarity}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
      expect(token?.toLowerCase(), rarity).toBe(RARITY_COLOUR[rarity]);
    }
  });
});
