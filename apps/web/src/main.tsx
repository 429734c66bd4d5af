// First: before any module that could load zod (see the module).
import './lib/zod-jitless';
// Fonts are self-hosted (the server's CSP allows no third-party origins): Cinzel for
// headings, Inter for text.
import '@fontsource/cinzel/700.css';
import '@fontsource-variable/inter/wght.css';
import './styles/heading-digits.css';
import './styles/tokens.css';
import './styles/global.css';
import './styles/title-hero.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import { getToken } from './lib/token-storage';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { setRoutePreloader } from './lib/route-preload';
import { preloadScreenCode, preloadScreens } from './app/router';

// Before React mounts: Chrome may fire beforeinstallprompt very early, and only once.
captureInstallPrompt();
// The first screen's code, all of it at once, while React starts (see preloadScreens).
preloadScreens(window.location.pathname, getToken() !== null);
// Screens may start the code of the next screen they lead to (lib/route-preload.ts).
setRoutePreloader(preloadScreenCode);
// The last known game, for a reload without a network (lib/query-persistence.ts): its code
// is not part of the first download, and comes in a task of its own.
nextTask(() => import('./lib/query-persistence'))
  .then(({ persistQueries }) => persistQueries(queryClient, () => getToken() !== null))
  .catch((error: unknown) => console.warn('The offline copy of the game is off', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices of a few milliseconds, yielding
// between them, instead of one task that blocks input for the whole first render (the
// title drawn by index.html stays until the screen commits).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
