import type { RaceBoard } from '@alchemy/contracts';

/** The daily race's query keys. */
export const raceKeys = {
  all: ['race'] as const,
  today: ['race', 'today'] as const,
  board: (scope: RaceBoard['scope']) => ['race', 'board', scope] as const,
  paths: (day: string) => ['race', 'paths', day] as const,
};
