/**
 * Daily goals and the streak (docs/RULES.md, "Daily goals", "Streak"): the day's three
 * goals, the streak with its freeze, and claiming a goal's reward.
 */
import { z } from 'zod';
import { GOAL_KINDS } from '@alchemy/game-rules';
import { ProfileSchema } from './profile';

/** An amount of each currency: what a goal, a streak milestone or a collection pays. */
export const RewardSchema = z
  .object({
    credits: z.number().int().min(0),
    diamonds: z.number().int().min(0),
    magicDust: z.number().int().min(0),
  })
  .meta({ id: 'Reward' });
export type RewardView = z.infer<typeof RewardSchema>;

export const GOAL_STATUSES = ['active', 'done', 'claimed'] as const;

export const DailyGoalSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(GOAL_KINDS),
    target: z.number().int().min(1),
    progress: z.number().int().min(0),
    reward: RewardSchema,
    /** active: under way; done: waiting to be claimed; claimed: paid. */
    status: z.enum(GOAL_STATUSES),
  })
  .meta({ id: 'DailyGoal' });
export type DailyGoal = z.infer<typeof DailyGoalSchema>;

export const STREAK_DAY_STATES = ['played', 'frozen', 'missed', 'today', 'upcoming'] as const;

export const StreakMilestoneSchema = z
  .object({ days: z.number().int().min(1), reward: RewardSchema })
  .meta({ id: 'StreakMilestone' });
export type StreakMilestoneView = z.infer<typeof StreakMilestoneSchema>;

export const StreakSchema = z
  .object({
    /** The streak today: 0 once lost. */
    days: z.number().int().min(0),
    best: z.number().int().min(0),
    /** A goal was claimed today. */
    todayCounted: z.boolean(),
    /** This week's freeze is unused: one missed day would be forgiven. */
    freezeReady: z.boolean(),
    /** Yesterday was missed; the freeze forgives it once a goal is claimed today. */
    freezePending: z.boolean(),
    /** Monday to Sunday of this week, by game day ('YYYY-MM-DD'). */
    week: z.array(z.object({ day: z.string(), state: z.enum(STREAK_DAY_STATES) })).length(7),
    nextMilestone: StreakMilestoneSchema,
  })
  .meta({ id: 'Streak' });
export type Streak = z.infer<typeof StreakSchema>;

/** GET /goals: today's goals, the streak, and what else waits to be claimed. */
export const DailyGoalsSchema = z
  .object({
    /** The game day, 'YYYY-MM-DD' (UTC). */
    day: z.string(),
    /** When the next game day begins (ISO time): new goals then. */
    nextDayAt: z.string(),
    /** Seconds until then, by the server's clock: the client counts down from it. */
    secondsToNextDay: z.number().int().min(0),
    goals: z.array(DailyGoalSchema),
    streak: StreakSchema,
    /** Collection milestones reached and not claimed yet (the Codex's badge). */
    collectionsReady: z.number().int().min(0),
  })
  .meta({ id: 'DailyGoals' });
export type DailyGoals = z.infer<typeof DailyGoalsSchema>;

export const GoalParamsSchema = z.object({ id: z.uuid({ error: 'a goal id is a UUID' }) });

/**
 * POST /goals/{id}/claim. Claiming again answers again with `alreadyClaimed` and pays
 * nothing: one goal pays once, however many times it is claimed.
 */
export const GoalClaimResultSchema = z
  .object({
    goal: DailyGoalSchema,
    alreadyClaimed: z.boolean(),
    /** What this claim paid: the goal's reward and a streak milestone reached now. */
    paid: RewardSchema,
    streak: StreakSchema,
    /** The streak milestone this claim reached, if any (its reward is in `paid`). */
    milestone: StreakMilestoneSchema.nullable(),
    profile: ProfileSchema,
  })
  .meta({ id: 'GoalClaimResult' });
export type GoalClaimResult = z.infer<typeof GoalClaimResultSchema>;
