import { DUEL_PROTOCOL_VERSION, type BattleCard, type DuelResult } from '@alchemy/contracts';
import { describe, expect, it } from 'vitest';
import { isDuelWithCards } from './duel-route';

const card = (id: string): BattleCard => ({
  id,
  level: 1,
  quality: 'normal',
  isAscended: false,
  isListed: false,
  attack: 20,
  defense: 10,
  health: 120,
  speed: 12,
  skillTriggerChance: 0.2,
  requiredLevel: 1,
  card: {
    name: id,
    imageUrl: `/api/images/cards/${id}.svg`,
    characterType: 'Beast',
    description: '',
    synergy: '',
    skill: '',
  },
});

const result = (ids: string[]): DuelResult => ({
  id: 'd',
  replayId: 'Qm9va3MgYW5kIGJhdHRsZXMh',
  protocolVersion: DUEL_PROTOCOL_VERSION,
  animationSequence: [],
  winner: [],
  playerCards: ids.map(card),
  opponentCards: [],
});

describe('isDuelWithCards', () => {
  it.each([
    ['the same card', ['a'], 'a', true],
    ['the same cards in another order', ['a', 'b'], 'b,a', true],
    ['another card', ['a'], 'b', false],
    ['one card fewer', ['a', 'b'], 'a', false],
    ['one card more', ['a'], 'a,b', false],
    ['no ids', ['a'], '', false],
  ])('%s', (_case, fought, route, expected) => {
    expect(isDuelWithCards(result(fought), route)).toBe(expected);
  });
});
