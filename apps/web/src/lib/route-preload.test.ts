import { describe, expect, it, vi } from 'vitest';
import { preloadRoute, setRoutePreloader } from './route-preload';

describe('preloadRoute', () => {
  it('does nothing until the app has handed in its preloader, then passes the path on', () => {
    expect(() => preloadRoute('/game/arena/a')).not.toThrow();
    const preloader = vi.fn<(pathname: string) => void>();
    setRoutePreloader(preloader);
    preloadRoute('/game/arena/a,b');
    expect(preloader).toHaveBeenCalledExactlyOnceWith('/game/arena/a,b');
  });
});
