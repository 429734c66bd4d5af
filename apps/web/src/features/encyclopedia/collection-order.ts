/** The order of the Codex's collections: rewards waiting first, then the nearest done. */
import type { EncyclopediaFamily } from '@alchemy/contracts';

export function readyCount(family: EncyclopediaFamily): number {
  return family.milestones.filter((milestone) => milestone.reached && !milestone.claimed).length;
}

export function orderCollections(families: readonly EncyclopediaFamily[]): EncyclopediaFamily[] {
  const share = (family: EncyclopediaFamily) =>
    family.total === 0 ? 0 : family.discovered / family.total;
  return families
    .filter((family) => family.isCollection)
    .sort(
      (x, y) =>
        readyCount(y) - readyCount(x) || share(y) - share(x) || x.name.localeCompare(y.name),
    );
}

/** '6 more for the 50% chest', or what is left to open. */
export function nextChestText(family: EncyclopediaFamily): string {
  const waiting = family.milestones.filter((milestone) => milestone.reached && !milestone.claimed);
  if (waiting.length > 0) {
    return waiting.length === 1 ? 'A chest waits to be opened.' : 'Chests wait to be opened.';
  }
  const next = family.milestones.find((milestone) => !milestone.reached);
  if (!next) return 'Complete: every chest opened.';
  const more = next.needed - family.discovered;
  return `${more} more ${more === 1 ? 'item' : 'items'} for the ${next.percent}% chest`;
}
