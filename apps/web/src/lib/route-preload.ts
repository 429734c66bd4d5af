/**
 * Starting another screen's code before navigating there. The route table (app/router.tsx)
 * knows which chunks a path needs; a feature cannot import it (the layers point the other
 * way) nor another feature's screen. So the app hands its preloader in here at start
 * (main.tsx), and a screen asks for a path: the arena, once its lineup is complete, for
 * the duel screen it will open, so the first fight does not wait on its code after the
 * server has answered.
 */
type Preloader = (pathname: string) => void;

let preloader: Preloader | null = null;

export function setRoutePreloader(next: Preloader): void {
  preloader = next;
}

/** Starts the code of the screens `pathname` shows; nothing before the app has started. */
export function preloadRoute(pathname: string): void {
  preloader?.(pathname);
}
