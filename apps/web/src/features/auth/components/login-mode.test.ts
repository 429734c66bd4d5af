import { describe, expect, it } from 'vitest';
import { loginMode, showOpenInstalledApp, type LoginSituation } from './login-mode';

const browser: LoginSituation = {
  standalone: false,
  signedIn: false,
  isIOS: false,
  isAndroid: false,
  isSafari: false,
  canInstall: false,
};
const android = { ...browser, isAndroid: true };
const iphoneSafari = { ...browser, isIOS: true, isSafari: true };

describe('loginMode', () => {
  it('installed app, signed in: Application is installed', () => {
    expect(loginMode({ ...browser, standalone: true, signedIn: true })).toBe('installed-signed-in');
  });

  it('installed app, signed out: Login Required', () => {
    expect(loginMode({ ...browser, standalone: true })).toBe('installed-login');
  });

  it('the installed app wins over every platform and prompt', () => {
    expect(loginMode({ ...android, canInstall: true, standalone: true })).toBe('installed-login');
    expect(loginMode({ ...iphoneSafari, standalone: true })).toBe('installed-login');
    expect(loginMode({ ...iphoneSafari, standalone: true, signedIn: true })).toBe(
      'installed-signed-in',
    );
  });

  it('Android with an install prompt: Installation Required, signed in or not', () => {
    expect(loginMode({ ...android, canInstall: true })).toBe('install-required');
    expect(loginMode({ ...android, canInstall: true, signedIn: true })).toBe('install-required');
  });

  it('Android without a prompt: the login choices', () => {
    expect(loginMode(android)).toBe('choices');
  });

  it('iOS Safari in the browser: Share, then Add to Home Screen', () => {
    expect(loginMode(iphoneSafari)).toBe('ios-add-to-home-screen');
  });

  it('iOS in another browser: open the page in Safari', () => {
    expect(loginMode({ ...browser, isIOS: true })).toBe('ios-open-in-safari');
  });

  it('desktop: the login choices, with or without a prompt', () => {
    expect(loginMode(browser)).toBe('choices');
    expect(loginMode({ ...browser, canInstall: true })).toBe('choices');
  });
});

describe('showOpenInstalledApp', () => {
  it('on Android in the browser with the app installed', () => {
    expect(showOpenInstalledApp({ ...android, isInstalled: true })).toBe(true);
  });

  it('not inside the installed app itself', () => {
    expect(showOpenInstalledApp({ ...android, isInstalled: true, standalone: true })).toBe(false);
  });

  it('not when the app is not installed', () => {
    expect(showOpenInstalledApp({ ...android, isInstalled: false })).toBe(false);
  });

  it('not off Android', () => {
    expect(showOpenInstalledApp({ ...browser, isInstalled: true })).toBe(false);
    expect(showOpenInstalledApp({ ...iphoneSafari, isInstalled: true })).toBe(false);
  });

  it('not when a fresh install prompt says the app is gone', () => {
    expect(showOpenInstalledApp({ ...android, isInstalled: true, canInstall: true })).toBe(false);
  });
});
