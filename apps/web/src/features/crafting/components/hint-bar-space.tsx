/**
 * The hint bar's place while its code and status load (crafting-screen.css), so that the
 * grid below does not move when the bar comes.
 */
export function HintBarSpace() {
  return <div className="hint-bar-space" aria-hidden="true" />;
}
