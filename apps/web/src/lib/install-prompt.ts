import { useSyncExternalStore } from 'react';
import { whenAppStable } from './use-app-stable';

/** Chrome's install event; not in the DOM typings, so it is checked before it is kept. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<unknown>;
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return (
    'prompt' in event &&
    typeof event.prompt === 'function' &&
    'userChoice' in event &&
    event.userChoice instanceof Promise
  );
}

/** Chrome's navigator.getInstalledRelatedApps(); not in the DOM typings either. */
interface RelatedAppsNavigator extends Navigator {
  getInstalledRelatedApps(): Promise<unknown>;
}

function canListRelatedApps(nav: Navigator): nav is RelatedAppsNavigator {
  return 'getInstalledRelatedApps' in nav && typeof nav.getInstalledRelatedApps === 'function';
}

const INSTALLED_KEY = 'alchemy-arena.installed';

interface InstallState {
  canInstall: boolean;
  isInstalled: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, isInstalled: readInstalled() };
const listeners = new Set<() => void>();

function readInstalled(): boolean {
  try {
    return localStorage.getItem(INSTALLED_KEY) === '1';
  } catch {
    return false;
  }
}

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Chrome fires `beforeinstallprompt` once, early, possibly before React mounts; main.tsx
 * calls this first thing so the login screen can still offer 'Install Game' later.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // No browser mini-infobar: the login screen offers 'Install Game' itself.
    event.preventDefault();
    deferred = event;
    update({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    try {
      localStorage.setItem(INSTALLED_KEY, '1');
    } catch {
      // Only the 'Open Installed App' hint depends on this.
    }
    update({ canInstall: false, isInstalled: true });
  });
  // Not in the first screen's task: the question costs main thread, and its answer only
  // decides a hint.
  whenAppStable(() => void findInstalledApp());
}

/**
 * The appinstalled flag only knows installs made from this browser profile while the game
 * was open. Chrome on Android also answers directly whether this web app is installed: the
 * manifest's related_applications names the app itself. Elsewhere the method is missing
 * or answers [], and the flag alone decides.
 */
async function findInstalledApp(): Promise<void> {
  if (!canListRelatedApps(navigator)) return;
  try {
    const apps = await navigator.getInstalledRelatedApps();
    const isWebApp = (app: unknown) =>
      typeof app === 'object' && app !== null && 'platform' in app && app.platform === 'webapp';
    if (Array.isArray(apps) && apps.some(isWebApp)) update({ isInstalled: true });
  } catch (error: unknown) {
    // Refused, e.g. in a frame: the appinstalled flag still answers.
    console.warn('getInstalledRelatedApps failed', error);
  }
}

/** Shows the browser's install dialog. A prompt can be used once, accepted or not. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  update({ canInstall: false });
  await event.prompt();
  const choice = await event.userChoice;
  return (
    typeof choice === 'object' &&
    choice !== null &&
    'outcome' in choice &&
    choice.outcome === 'accepted'
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, () => state);
}
