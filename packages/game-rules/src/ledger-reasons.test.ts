import { describe, expect, it } from 'vitest';
import { moneyFlowOf } from './ledger-reasons';

describe('moneyFlowOf', () => {
  it('reads the kind before the first colon', () => {
    expect(moneyFlowOf('duel-won:3f2c')).toBe('minted');
    expect(moneyFlowOf('daily-goal:craft:2026-11-27')).toBe('minted');
    expect(moneyFlowOf('improve-to-normal:card-1')).toBe('burned');
    expect(moneyFlowOf('market-sale:listing-9')).toBe('moved');
    expect(moneyFlowOf('exchange:offer-2')).toBe('exchanged');
    expect(moneyFlowOf('failed-craft')).toBe('minted');
  });

  it('names no flow for a reason no rule knows', () => {
    expect(moneyFlowOf('gift:someone')).toBeNull();
    expect(moneyFlowOf('')).toBeNull();
    expect(moneyFlowOf('toString')).toBeNull();
  });
});
