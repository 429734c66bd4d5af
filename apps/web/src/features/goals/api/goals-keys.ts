import { queryKeys } from '@/shared/queries/query-keys';

/** The goals feature's query keys. */
export const goalsKeys = {
  goals: queryKeys.goals,
  achievements: ['achievements'] as const,
};
