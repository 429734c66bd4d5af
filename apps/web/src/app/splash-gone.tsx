import { useLayoutEffect } from 'react';
import { markFirstScreenShown } from '@/lib/use-app-stable';

/**
 * Removes index.html's splash (#splash) in the commit that first shows a screen, so the
 * browser never paints both, nor a blank page between them. Rendered inside the top
 * Suspense boundary, it commits only with the screen it stands beside; the chunk error
 * boundary renders it too, so a failed load never leaves the splash up. It also tells
 * lib/use-app-stable.ts that the first screen is shown.
 */
export function SplashGone() {
  useLayoutEffect(() => {
    document.getElementById('splash')?.remove();
    markFirstScreenShown();
  }, []);
  return null;
}
