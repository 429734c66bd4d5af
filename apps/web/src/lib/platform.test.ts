import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('detectPlatform', () => {
  it('iPhone Safari', () => {
    expect(detectPlatform(IPHONE_SAFARI, 5)).toEqual({
      isIOS: true,
      isAndroid: false,
      isSafari: true,
    });
  });

  it('Chrome on iPhone is iOS but not Safari', () => {
    expect(detectPlatform(IPHONE_CHROME, 5)).toMatchObject({ isIOS: true, isSafari: false });
  });

  it('an iPad in desktop mode is iOS', () => {
    expect(detectPlatform(IPAD_DESKTOP_MODE, 5).isIOS).toBe(true);
    expect(detectPlatform(IPAD_DESKTOP_MODE, 0).isIOS).toBe(false);
  });

  it('Android Chrome', () => {
    expect(detectPlatform(ANDROID_CHROME, 5)).toEqual({
      isIOS: false,
      isAndroid: true,
      isSafari: false,
    });
  });

  it('desktop Chrome is neither', () => {
    expect(detectPlatform(DESKTOP_CHROME, 0)).toEqual({
      isIOS: false,
      isAndroid: false,
      isSafari: false,
    });
  });
});
