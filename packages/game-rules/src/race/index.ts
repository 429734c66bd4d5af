/** The daily race (docs/RULES.md, "The daily race"). */
export * from './recipe-graph';
export * from './solver';
export * from './draw';
export * from './score';
export * from './share';
export * from './race-run';
export * from './race-moves';
