/**
 * The keyboard of a horizontal tab list (WAI-ARIA "Tabs" pattern): the left and right
 * arrows move to the previous or next tab, wrapping; Home and End to the first and the last.
 */

/** The tab a key moves to from `index`, or null when the key is not the tab list's. */
export function tabAfterKey(index: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
