/**
 * The pool of daily goals (docs/RULES.md, "Daily goals"): what each kind asks, how many
 * times at a level, when a player may be given it, and how often it is drawn.
 */
import { MARKET_ACCESS_LEVEL } from '../market';
import type { ProgressEvent } from './events';

export const GOAL_KINDS = [
  'craft',
  'discover',
  'finish-run',
  'forge-card',
  'improve-card',
  'fight-duels',
  'win-duels',
  'list-card',
  'market-buy',
] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export function isGoalKind(value: string): value is GoalKind {
  return (GOAL_KINDS as readonly string[]).includes(value);
}

/** What the draw knows of a player: their level and what is open to them. */
export interface GoalFacts {
  level: number;
  isLabOpen: boolean;
  isArenaOpen: boolean;
}

interface GoalKindRule {
  /** How many times the move must happen, at a level. */
  target: (level: number) => number;
  /** Only goals a player can do now: no duel before the Arena, no market before level 3. */
  eligible: (facts: GoalFacts) => boolean;
  /** Relative chance of being drawn among the eligible kinds. */
  weight: number;
  /** Kinds of one group overlap (a won duel is a fought one): at most one a day. */
  group: string;
  /** How much one event moves the goal on (0: not at all). */
  step: (event: ProgressEvent) => number;
}

const always = () => true;
const marketOpen = (facts: GoalFacts) => facts.level >= MARKET_ACCESS_LEVEL;
const when =
  (type: ProgressEvent['type']) =>
  (event: ProgressEvent): number =>
    event.type === type ? 1 : 0;

export const GOAL_KIND_RULES: Readonly<Record<GoalKind, GoalKindRule>> = {
  craft: {
    target: (level) => (level < 5 ? 6 : level < 10 ? 10 : 15),
    eligible: always,
    weight: 3,
    group: 'craft',
    step: when('crafted'),
  },
  discover: {
    target: (level) => (level < 10 ? 1 : 2),
    eligible: always,
    weight: 3,
    group: 'discover',
    step: when('discovered'),
  },
  'finish-run': {
    target: () => 1,
    eligible: always,
    weight: 2,
    group: 'finish-run',
    step: when('run-finished'),
  },
  'forge-card': {
    target: () => 1,
    eligible: (facts) => facts.isLabOpen,
    weight: 2,
    group: 'forge-card',
    step: when('card-forged'),
  },
  'improve-card': {
    target: () => 1,
    eligible: (facts) => facts.isArenaOpen,
    weight: 1,
    group: 'improve-card',
    step: when('card-improved'),
  },
  'fight-duels': {
    target: () => 3,
    eligible: (facts) => facts.isArenaOpen,
    weight: 2,
    group: 'duels',
    step: when('duel-fought'),
  },
  'win-duels': {
    target: () => 2,
    eligible: (facts) => facts.isArenaOpen,
    weight: 2,
    group: 'duels',
    step: (event) => (event.type === 'duel-fought' && event.won ? 1 : 0),
  },
  'list-card': {
    target: () => 1,
    eligible: (facts) => facts.isArenaOpen && marketOpen(facts),
    weight: 1,
    group: 'list-card',
    step: when('card-listed'),
  },
  'market-buy': {
    target: () => 1,
    eligible: marketOpen,
    weight: 1,
    group: 'market-buy',
    step: when('market-bought'),
  },
};

export function goalTarget(kind: GoalKind, level: number): number {
  return GOAL_KIND_RULES[kind].target(Math.max(1, level));
}

export function isEligible(kind: GoalKind, facts: GoalFacts): boolean {
  return GOAL_KIND_RULES[kind].eligible(facts);
}

/** The kinds a player with these facts may be given, in pool order. */
export function eligibleKinds(facts: GoalFacts): GoalKind[] {
  return GOAL_KINDS.filter((kind) => isEligible(kind, facts));
}
