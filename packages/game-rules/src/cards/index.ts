/**
 * Battle-card generation: skills, stats, names and the lab craft (docs/RULES.md, "Lab and
 * battle cards").
 */
export * from './families';
export * from './skill-types';
export * from './skill-budget';
export * from './skill-library';
export * from './class-weights';
export * from './choose-skill';
export * from './card-stats';
export * from './card-names';
export * from './generate-card';
