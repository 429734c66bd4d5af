/**
 * Fetches and decodes a picture ahead of showing it: resolves true once it can be painted
 * at once, false when it fails or takes longer than `timeoutMs` (the caller then goes on
 * without it, or shows a fallback).
 */
export function decodePicture(url: string, timeoutMs: number): Promise<boolean> {
  const picture = new Image();
  picture.src = url;
  let timer = 0;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = window.setTimeout(() => resolve(false), timeoutMs);
  });
  const decoded = picture.decode().then(
    () => true,
    () => false,
  );
  return Promise.race([decoded, timedOut]).finally(() => window.clearTimeout(timer));
}
