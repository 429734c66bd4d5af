import { describe, expect, it } from 'vitest';
import { loginMode, showOpenInstalledApp, type LoginSituation } from './login-mode';

const browser: LoginSituation = {
  standalone: false,
  signedIn: false,
  isIOS: false,
  isAndroid: false,
  canInstall: false,
};

describe('loginMode', () => {
  it('installed app, signed in: Application is installed', () => {
    expect(loginMode({ ...browser, standalone: true, signedIn: true })).toBe('installed-signed-in');
  });

  it('installed app, signed out: Login Required', () => {
    expect(loginMode({ ...browser, standalone: true })).toBe('installed-login');
  });

  it('Android with an install prompt: Installation Required', () => {
    expect(loginMode({ ...browser, isAndroid: true, canInstall: true })).toBe('install-required');
  });

  it('Android without a prompt: the login choices', () => {
    expect(loginMode({ ...browser, isAndroid: true })).toBe('choices');
  });

  it('iOS in the browser: Add to Home Screen guide', () => {
    expect(loginMode({ ...browser, isIOS: true })).toBe('ios-install');
  });

  it('desktop: the login choices, even with a prompt', () => {
    expect(loginMode({ ...browser, canInstall: true })).toBe('choices');
  });
});

describe('showOpenInstalledApp', () => {
  it('only on Android in the browser with the app installed', () => {
    expect(showOpenInstalledApp({ ...browser, isAndroid: true, isInstalled: true })).toBe(true);
    expect(
      showOpenInstalledApp({ ...browser, isAndroid: true, isInstalled: true, standalone: true }),
    ).toBe(false);
    expect(showOpenInstalledApp({ ...browser, isInstalled: true })).toBe(false);
  });
});
