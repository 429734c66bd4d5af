/**
 * The game's own picture, for the front door and for a link whose id is unknown: the
 * title, the pitch, and a row of item pictures in each rarity's light.
 */
import type { Rarity } from '@alchemy/game-rules';
import { itemPicture } from '../item-picture';
import { LOOK, previewFrame } from './preview-frame';
import { box, picture, text, type PreviewElement } from './preview-node';

const SHOWCASE: ReadonlyArray<{ icon: string; family: string; rarity: Rarity }> = [
  { icon: 'flame', family: 'Flame', rarity: 'common' },
  { icon: 'water-drop', family: 'Liquids', rarity: 'rare' },
  { icon: 'fizzing-flask', family: 'Arcane', rarity: 'epic' },
  { icon: 'crystal-ball', family: 'Spirits', rarity: 'legendary' },
];

export const GAME_PITCH = 'Craft items, forge battle cards and duel in the arena.';

export function gamePreview(): PreviewElement {
  return previewFrame(
    box(
      { flexDirection: 'column', flexGrow: 1, alignItems: 'center' },
      text(
        { fontSize: 96, fontWeight: 700, color: LOOK.gold100, letterSpacing: 2 },
        'Alchemy Arena',
      ),
      text({ fontSize: 31, color: LOOK.text, marginTop: 4, textAlign: 'center' }, GAME_PITCH),
      box(
        { marginTop: 30 },
        ...SHOWCASE.map((item) => picture(itemPicture(item), 128, 128, { margin: '0 20px' })),
      ),
    ),
  );
}
