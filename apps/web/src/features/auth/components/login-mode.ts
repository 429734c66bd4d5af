/**
 * What the login screen shows (docs/RULES.md, "Accounts and profile"), decided from the install
 * situation. Pure so every branch is pinned by a test.
 */
export type LoginMode =
  | 'installed-signed-in' // 'Application is installed' + 'Open Game'
  | 'installed-login' // 'Login Required' + the login choices
  | 'install-required' // Android with a captured prompt: 'Installation Required'
  | 'ios-install' // iOS in the browser: Share -> 'Add to Home Screen' (or open in Safari)
  | 'choices'; // everything else: the login choices, plus Install when possible

export interface LoginSituation {
  standalone: boolean;
  signedIn: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  canInstall: boolean;
}

export function loginMode(s: LoginSituation): LoginMode {
  if (s.standalone) return s.signedIn ? 'installed-signed-in' : 'installed-login';
  if (s.isAndroid && s.canInstall) return 'install-required';
  if (s.isIOS) return 'ios-install';
  return 'choices';
}

/** 'Open Installed App': on Android in the browser when the app is already installed. */
export function showOpenInstalledApp(s: LoginSituation & { isInstalled: boolean }): boolean {
  return !s.standalone && s.isAndroid && s.isInstalled;
}
