export interface Platform {
  isIOS: boolean;
  isAndroid: boolean;
  /** Real Safari: the only iOS browser that can add a web app to the home screen. */
  isSafari: boolean;
}

/**
 * Reads the platform from the user agent. iPadOS reports itself as a Mac, so a "Mac" with
 * a touch screen is treated as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints: number): Platform {
  const isIOS =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isAndroid = /Android/i.test(userAgent);
  const isSafari =
    /Safari/.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|Chrome|Chromium|Android|YaBrowser|DuckDuckGo/.test(userAgent);
  return { isIOS, isAndroid, isSafari };
}

export function currentPlatform(): Platform {
  return detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
}

/** True inside the installed app (Android/desktop display-mode, or iOS home-screen app). */
export function isStandalone(): boolean {
  // navigator.standalone is Safari's own flag, absent from the DOM typings and other browsers.
  const iosStandalone = 'standalone' in navigator && navigator.standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
