import { useLayoutEffect } from 'react';

/**
 * Removes index.html's splash (#splash) in the commit that first shows a screen, so the
 * browser never paints both, nor a blank page between them. Rendered inside the top
 * Suspense boundary, it commits only with the screen it stands beside; the chunk error
 * boundary renders it too, so a failed load never leaves the splash up.
 */
export function SplashGone() {
  useLayoutEffect(() => {
    document.getElementById('splash')?.remove();
  }, []);
  return null;
}
