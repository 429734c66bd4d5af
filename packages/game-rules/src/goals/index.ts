/** Daily goals, the streak, collections and achievements (docs/RULES.md). */
export * from './events';
export * from './goal-kinds';
export * from './rewards';
export * from './daily-goals';
export * from './streak';
export * from './collections';
export * from './achievements';
