/**
 * What the login screen shows (the spec's "Login screen"), decided from the install
 * situation. Pure so every branch is pinned by a test.
 */
export type LoginMode =
  | 'installed-signed-in' // 'Application is installed' + 'Open Game'
  | 'installed-login' // 'Login Required' + the login choices
  | 'install-required' // Android with a captured prompt: 'Installation Required' + 'Install Game'
  | 'ios-add-to-home-screen' // iOS Safari: tap Share, then 'Add to Home Screen'
  | 'ios-open-in-safari' // iOS, another browser: open the page in Safari to install
  | 'choices'; // everything else: the login choices, plus 'Install Game' when possible

export interface LoginSituation {
  standalone: boolean;
  signedIn: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  isSafari: boolean;
  canInstall: boolean;
}

/**
 * 'installed-signed-in' completes the spec's table, but the route table never lets the screen
 * see it: /login sends a signed-in player to /game, which is also the spec's "standalone and
 * signed in: go to /game on opening". So the installed app with a signed-in player opens the
 * game (pinned by e2e/login-variants.e2e.ts), and the panel stays only as the screen's own
 * answer should it ever be rendered signed in.
 *
 * The two install variants show no login choices: the spec offers them only in the installed
 * app and in "otherwise", so a phone that can install plays in the installed app.
 */
export function loginMode(s: LoginSituation): LoginMode {
  if (s.standalone) return s.signedIn ? 'installed-signed-in' : 'installed-login';
  if (s.isAndroid && s.canInstall) return 'install-required';
  if (s.isIOS) return s.isSafari ? 'ios-add-to-home-screen' : 'ios-open-in-safari';
  return 'choices';
}

/**
 * 'Open Installed App': on Android in the browser when the app is already installed. A fresh
 * install prompt means Chrome sees no installed copy (the stored flag outlived an uninstall),
 * so the prompt wins.
 */
export function showOpenInstalledApp(s: LoginSituation & { isInstalled: boolean }): boolean {
  return !s.standalone && s.isAndroid && s.isInstalled && !s.canInstall;
}
