/** Every body, by class: the pool portraits draw from (at least 30, each class its own). */
import type { CardClass } from '@alchemy/game-rules';
import type { Body } from '../body';
import { BEAST_BODIES } from './beasts';
import { ELEMENTAL_BODIES } from './elementals';
import { GUARDIAN_BODIES } from './guardians';
import { MAGE_BODIES } from './mages';
import { MECHANICAL_BODIES } from './mechanicals';
import { MYTHICAL_BODIES } from './mythicals';
import { WARRIOR_BODIES } from './warriors';

export const BODIES_BY_CLASS: Record<CardClass, readonly Body[]> = {
  Beast: BEAST_BODIES,
  Elemental: ELEMENTAL_BODIES,
  Warrior: WARRIOR_BODIES,
  Mage: MAGE_BODIES,
  Guardian: GUARDIAN_BODIES,
  Mechanical: MECHANICAL_BODIES,
  Mythical: MYTHICAL_BODIES,
};

export const ALL_BODIES: readonly Body[] = Object.values(BODIES_BY_CLASS).flat();
