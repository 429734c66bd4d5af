/**
 * Daily goals (docs/RULES.md, "Daily goals"): three a day per player, drawn from the pool
 * by a generator seeded with the player and the game day, so the same player on the same
 * day always gets the same draw, and only among the kinds open to them when it is drawn.
 * The draw is stored with its targets and rewards: the day's goals never change after.
 */
import { createRng, seedFromString } from '../rng';
import type { ProgressEvent } from './events';
import {
  eligibleKinds,
  GOAL_KIND_RULES,
  goalTarget,
  type GoalFacts,
  type GoalKind,
} from './goal-kinds';
import { goalReward, type Reward } from './rewards';

export const GOALS_PER_DAY = 3;

export interface DrawnGoal {
  /** 0, 1, 2: the goal's place in the day's list. */
  slot: number;
  kind: GoalKind;
  target: number;
  reward: Reward;
}

/** The seed of one player's draw on one game day. */
export function goalSeed(playerId: string, day: number): number {
  return seedFromString(`daily-goals:${playerId}:${day}`);
}

/**
 * The day's goals: up to GOALS_PER_DAY distinct kinds among the eligible ones, each drawn
 * with its weight, never two of one group. Fewer when fewer are eligible.
 */
export function drawGoals(facts: GoalFacts, seed: number): DrawnGoal[] {
  const rng = createRng(seed);
  let left = eligibleKinds(facts);
  const drawn: DrawnGoal[] = [];
  while (drawn.length < GOALS_PER_DAY && left.length > 0) {
    const total = left.reduce((sum, kind) => sum + GOAL_KIND_RULES[kind].weight, 0);
    let roll = rng.next() * total;
    let chosen = left[left.length - 1] as GoalKind;
    for (const kind of left) {
      roll -= GOAL_KIND_RULES[kind].weight;
      if (roll < 0) {
        chosen = kind;
        break;
      }
    }
    drawn.push({
      slot: drawn.length,
      kind: chosen,
      target: goalTarget(chosen, facts.level),
      reward: goalReward(chosen, facts.level),
    });
    const group = GOAL_KIND_RULES[chosen].group;
    left = left.filter((kind) => GOAL_KIND_RULES[kind].group !== group);
  }
  return drawn;
}

/** A goal as it stands: its target and how far the player got. */
export interface GoalProgress {
  kind: GoalKind;
  target: number;
  progress: number;
}

export type GoalStatus = 'active' | 'done' | 'claimed';

export function goalStatus(goal: GoalProgress & { claimed: boolean }): GoalStatus {
  if (goal.claimed) return 'claimed';
  return goal.progress >= goal.target ? 'done' : 'active';
}

/**
 * The goal after the events: each event moves it on by its step, never past the target.
 * `completed` is true when these events finished it.
 */
export function advanceGoal(
  goal: GoalProgress,
  events: readonly ProgressEvent[],
): { progress: number; completed: boolean } {
  const rule = GOAL_KIND_RULES[goal.kind];
  const steps = events.reduce((sum, event) => sum + rule.step(event), 0);
  const progress = Math.min(goal.target, goal.progress + steps);
  return { progress, completed: goal.progress < goal.target && progress >= goal.target };
}
