/**
 * The colours of the picture language, shared by card portraits and item pictures:
 * each item family's hues (three tones of a body colour, an accent, a glow, a backdrop)
 * and the rarity colours, the same as the web app's `--rarity-*` tokens (a test holds
 * them equal), so grey, blue, purple and gold mean one thing on every screen.
 */
import type { ItemFamily, Rarity } from '@alchemy/game-rules';

export const RARITY_COLOUR: Record<Rarity, string> = {
  common: '#9ca3af',
  rare: '#4f8cff',
  epic: '#a855f7',
  legendary: '#f5a524',
};

/** A lighter rarity colour, for glints on gems and rims. */
export const RARITY_LIGHT: Record<Rarity, string> = {
  common: '#e5e7eb',
  rare: '#bcd3ff',
  epic: '#e4c6ff',
  legendary: '#ffe2a3',
};

/** Shade, main and light of one body colour. */
type Tones = readonly [shade: string, main: string, light: string];

export interface FamilyLook {
  /** Three body colours of the family; a card's seed picks one. */
  tones: readonly [Tones, Tones, Tones];
  accent: string;
  accentLight: string;
  glow: string;
  /** Backdrop gradient, top and bottom: dark, so the creature's outline and light read. */
  sky: readonly [string, string];
  /** The backdrop's far shapes, a little lighter than the sky. */
  far: string;
}

export const FAMILY_LOOK: Record<ItemFamily, FamilyLook> = {
  Flame: {
    tones: [
      ['#8a1f1a', '#d9432b', '#ff9a62'],
      ['#9a3b12', '#ee7a2a', '#ffc26b'],
      ['#8c4a0e', '#e59a26', '#ffd97a'],
    ],
    accent: '#ff6a2b',
    accentLight: '#ffc79a',
    glow: '#ffe066',
    sky: ['#4a1512', '#160709'],
    far: '#6e2216',
  },
  Liquids: {
    tones: [
      ['#154a7a', '#2f86d0', '#8fd0ff'],
      ['#0f5560', '#1fa3a8', '#8ef0e6'],
      ['#1f3575', '#4464d6', '#a3b6ff'],
    ],
    accent: '#3fa9f5',
    accentLight: '#bfe6ff',
    glow: '#aef4ff',
    sky: ['#0d2a4f', '#050d1c'],
    far: '#154273',
  },
  Weather: {
    tones: [
      ['#3b4a66', '#7d93b8', '#d2def2'],
      ['#2d5f86', '#5fa7d6', '#c8ecff'],
      ['#4a3f7a', '#8a7fd0', '#d8d2ff'],
    ],
    accent: '#ffd84a',
    accentLight: '#fff3b0',
    glow: '#fff07a',
    sky: ['#1e2b4a', '#0a0f1f'],
    far: '#33466e',
  },
  Stone: {
    tones: [
      ['#4e4538', '#8f8068', '#cdbf9f'],
      ['#3c434d', '#6f7a87', '#b9c3cd'],
      ['#6b4a2e', '#b9875a', '#ebc79b'],
    ],
    accent: '#d9a25a',
    accentLight: '#f2dcb4',
    glow: '#ffc06a',
    sky: ['#2e251b', '#100c08'],
    far: '#4a3c2c',
  },
  Flora: {
    tones: [
      ['#2b5e2a', '#4fa446', '#a8e07a'],
      ['#3f5a1c', '#7ea23a', '#cfe58a'],
      ['#1f5a4a', '#3b9c7e', '#9fe3c4'],
    ],
    accent: '#f06fa4',
    accentLight: '#ffc4dc',
    glow: '#d9ff7a',
    sky: ['#133320', '#06120a'],
    far: '#1e4a2a',
  },
  Metals: {
    tones: [
      ['#4b5563', '#9aa6b6', '#e3e9f1'],
      ['#6b4522', '#b07a3e', '#f0c890'],
      ['#2f3d52', '#5f7796', '#bccbe0'],
    ],
    accent: '#e8c77a',
    accentLight: '#fff0c4',
    glow: '#9fe8ff',
    sky: ['#222a3a', '#0a0d14'],
    far: '#36415a',
  },
  Beasts: {
    tones: [
      ['#5e3a1e', '#a36a3c', '#e3b482'],
      ['#7a4a14', '#c98a34', '#f3cf8a'],
      ['#3f3f46', '#7d7d88', '#cfcfd8'],
    ],
    accent: '#e9dcc0',
    accentLight: '#fff6e4',
    glow: '#ffcf4a',
    sky: ['#2f1d12', '#110a06'],
    far: '#4a2e1a',
  },
  Spirits: {
    tones: [
      ['#2c6468', '#69b8b4', '#d4fff8'],
      ['#4b4577', '#8f86c8', '#e4defc'],
      ['#2d4c7a', '#6d95d6', '#d6e6ff'],
    ],
    accent: '#8ff0ff',
    accentLight: '#e2fcff',
    glow: '#c9fff6',
    sky: ['#13203a', '#060a14'],
    far: '#23355a',
  },
  Arcane: {
    tones: [
      ['#3f2277', '#7a4bd1', '#c7a6ff'],
      ['#5a1f5e', '#b0449f', '#f5a8e6'],
      ['#25307a', '#4f5fd6', '#b2bcff'],
    ],
    accent: '#ff7ae0',
    accentLight: '#ffd1f4',
    glow: '#f3b6ff',
    sky: ['#24133f', '#0a0616'],
    far: '#3b2166',
  },
  Machines: {
    tones: [
      ['#6a4a1a', '#c08a34', '#f2cf7e'],
      ['#6e2f1c', '#c0643a', '#f5ad82'],
      ['#32383f', '#646e7a', '#b5bfca'],
    ],
    accent: '#55d6f0',
    accentLight: '#c4f5ff',
    glow: '#6ef2ff',
    sky: ['#28211a', '#0b0907'],
    far: '#433628',
  },
  Any: {
    tones: [
      ['#5a4a3a', '#a08a6c', '#e2d2b4'],
      ['#4a3f5e', '#8a7aa8', '#d8cce8'],
      ['#3f5248', '#7a9484', '#cfe0d4'],
    ],
    accent: '#ffb347',
    accentLight: '#ffe2b0',
    glow: '#fff2a8',
    sky: ['#281e32', '#0e0a14'],
    far: '#3e2f4c',
  },
};

/** Skin of the folk (warriors, mages): from pale to dark, and two of the fey. */
export const FLESH = ['#f3cba5', '#dba57a', '#b07548', '#7e4b2e', '#9cc48c', '#a8b4e6'] as const;
export const HAIR = ['#2b1d14', '#6b3a1f', '#b5652a', '#e2bd5e', '#ece7de', '#4b4a6e'] as const;
