/**
 * Resolves after `ms`: the loaders wait out their minimum time with it, so a fast answer
 * does not flash the loader by (docs/RULES.md, "Client timings and texts").
 */
export const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => window.setTimeout(resolve, ms));
