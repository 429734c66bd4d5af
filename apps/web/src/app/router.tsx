import { AUTH_COMPLETE_ROUTE } from '@alchemy/contracts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { craftingGameQuery } from '@/features/crafting/api/get-crafting-game';
import { nextTask } from '@/lib/next-task';
import { profileQuery } from '@/shared/queries/profile-query';
import { queryClient } from '@/lib/query-client';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { RequireAccess } from './require-access';
import { accessRedirect, type RouteAccess } from './route-access';
import { SplashGone } from './splash-gone';

/**
 * Every screen is its own chunk, loaded when first visited, and so is the game shell: the
 * login page never downloads the game, a player who only crafts never downloads the duel
 * playback, and the first screen waits for its own code only (the bundle budget,
 * scripts/bundle-budget.ts). `screen` names a module and the component it exports, and
 * the route's `handle` keeps how to start it early (preloadScreens).
 *
 * Why not React Router's data router with `lazy` and loaders, which does this itself:
 * measured, `createBrowserRouter` adds 16.4 kB gzip to every first screen (/login 114.1 to
 * 130.5 kB, /game/crafting 119.5 to 135.9 kB against a 120 kB budget); ADR 0119.
 */
function screen<T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  prefetch?: () => unknown,
): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = lazy(() => load().then((module) => ({ default: pick(module) })));
  const handle: RouteHandle = { screen: { load, ...(prefetch ? { prefetch } : {}) } };
  return {
    element: (
      <>
        <SplashGone />
        <Screen />
      </>
    ),
    handle,
  };
}

/** How to start a screen early: its code, and the first data it will ask for. */
export interface ScreenLoader {
  load: () => Promise<unknown>;
  prefetch?: () => unknown;
}

/** What a route of the table says about itself beside its element (RouteObject.handle). */
interface RouteHandle {
  screen?: ScreenLoader;
  access?: RouteAccess;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('screen' in value || 'access' in value);
}

function guard(access: RouteAccess): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { access };
  return { element: <RequireAccess access={access} />, handle };
}

/**
 * Starts loading, at once, the code of every screen the URL will show, and the first data
 * those screens ask for. React meets a nested screen only once its parent has rendered,
 * and a screen asks for its data only once it has rendered: /game/crafting would load the
 * shell's chunk, then the crafting screen's, then ask for the profile and the run, one
 * after the other. Stops at a guard that will redirect, so a signed-out visitor on /game
 * loads none of the game.
 */
export function preloadScreens(pathname: string, signedIn: boolean): void {
  for (const { load, prefetch } of screenLoaders(pathname, signedIn)) {
    // Each start in a task of its own (lib/next-task.ts): together, in the entry module's
    // evaluation, they made its task twice as long. A failure here shows again when the
    // screen itself loads, where it is handled.
    nextTask(load).catch(() => {});
    if (prefetch) nextTask(prefetch).catch(() => {});
  }
}

/**
 * Starts the code (not the data) of every screen `pathname` shows, for a signed-in
 * player who is about to go there (lib/route-preload.ts): chunks already loaded cost
 * nothing more, and the data waits for the screen, which asks for it fresh.
 */
export function preloadScreenCode(pathname: string): void {
  for (const { load } of screenLoaders(pathname, true)) nextTask(load).catch(() => {});
}

/** The screens `pathname` shows, outermost first, up to a redirecting guard. */
export function screenLoaders(pathname: string, signedIn: boolean): ScreenLoader[] {
  const found: ScreenLoader[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle: unknown = route.handle;
    if (!isRouteHandle(handle)) continue;
    if (handle.access && accessRedirect(handle.access, signedIn)) break;
    if (handle.screen) found.push(handle.screen);
  }
  return found;
}

/** A duel screen's module once the playback's code has arrived with it. */
async function withPlayback<T>(screenModule: Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    screenModule,
    import('@/features/duel/components/duel-playback'),
  ]);
  return module;
}

/**
 * While a screen's code loads nothing is drawn in its place: on the first load index.html's
 * splash stays up until a screen is ready (SplashGone), inside the shell (its own
 * boundary) the header and menu stay.
 */
function Loading({ children }: { children?: ReactNode }) {
  return <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>;
}

/** The route table, one entry per route. */
const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/game" replace /> },
  {
    ...guard('signed-out'),
    children: [
      {
        path: '/login',
        ...screen(
          () => import('@/features/auth/components/login-screen'),
          (m) => m.LoginScreen,
        ),
      },
    ],
  },
  {
    // Where Google sign-in and linking come back to: open signed in (a guest linking, or a
    // guest on this device signing in) and signed out alike, so outside both guards.
    path: AUTH_COMPLETE_ROUTE,
    ...screen(
      () => import('@/features/auth/components/auth-complete-screen'),
      (m) => m.AuthCompleteScreen,
    ),
  },
  {
    // A shared replay: public by design, signed in or not, so outside both guards.
    path: '/replay/:replayId',
    ...screen(
      () => import('@/features/duel/components/public-replay-screen'),
      (m) => m.PublicReplayScreen,
    ),
  },
  {
    // A player's public card: open to anyone, signed in or not, so outside both guards.
    path: '/player/:playerId',
    ...screen(
      () => import('@/features/player-card/components/player-card-screen'),
      (m) => m.PlayerCardScreen,
    ),
  },
  {
    path: '/invite/:hash',
    ...screen(
      () => import('@/features/invite/components/invite-screen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    ...guard('signed-in'),
    children: [
      {
        path: '/game',
        ...screen(
          () => import('./shell/game-shell'),
          (m) => m.GameShell,
          () => queryClient.prefetchQuery(profileQuery),
        ),
        children: [
          { index: true, element: <Navigate to="crafting" replace /> },
          {
            path: 'crafting',
            ...screen(
              () => import('@/features/crafting/components/crafting-screen'),
              (m) => m.CraftingScreen,
              () => queryClient.prefetchQuery(craftingGameQuery),
            ),
          },
          {
            path: 'crafting/new',
            ...screen(
              () => import('@/features/crafting/components/new-crafting-screen'),
              (m) => m.NewCraftingScreen,
            ),
          },
          {
            path: 'encyclopedia',
            ...screen(
              () => import('@/features/encyclopedia/components/encyclopedia-screen'),
              (m) => m.EncyclopediaScreen,
            ),
          },
          {
            path: 'goals',
            ...screen(
              () => import('@/features/goals/components/goals-screen'),
              (m) => m.GoalsScreen,
            ),
          },
          {
            path: 'profile',
            ...screen(
              () => import('@/features/profile/components/profile-screen'),
              (m) => m.ProfileScreen,
            ),
          },
          {
            path: 'lab',
            ...screen(
              () => import('@/features/lab/components/lab-screen'),
              (m) => m.LabScreen,
            ),
          },
          {
            path: 'arena',
            ...screen(
              () => import('@/features/arena/components/arena-screen'),
              (m) => m.ArenaScreen,
            ),
          },
          {
            path: 'arena/:cardIds',
            ...screen(
              // The playback (a chunk below the screen's own Suspense) comes with it, not
              // after it: one wait for both, at a Start Duel or a reload.
              () => withPlayback(import('@/features/duel/components/duel-screen')),
              (m) => m.DuelScreen,
            ),
          },
          {
            path: 'arena/replay/:duelId',
            ...screen(
              () => withPlayback(import('@/features/duel/components/replay-screen')),
              (m) => m.ReplayScreen,
            ),
          },
          {
            path: 'race',
            ...screen(
              () => import('@/features/race/components/race-screen'),
              (m) => m.RaceScreen,
            ),
          },
          {
            path: 'season',
            ...screen(
              () => import('@/features/season/components/season-screen'),
              (m) => m.SeasonScreen,
            ),
          },
          {
            path: 'market',
            ...screen(
              () => import('@/features/market/components/market-screen'),
              (m) => m.MarketScreen,
            ),
          },
          {
            path: '*',
            ...screen(
              () => import('./not-found'),
              (m) => m.NotFoundInShell,
            ),
          },
        ],
      },
    ],
  },
  { path: '/profile', element: <Navigate to="/game/profile" replace /> },
  {
    path: '/logout',
    ...screen(
      () => import('@/features/auth/components/logout-screen'),
      (m) => m.LogoutScreen,
    ),
  },
  {
    path: '*',
    ...screen(
      () => import('./not-found'),
      (m) => m.NotFoundPage,
    ),
  },
];

/** The routes of the app, rendered where the URL points. */
export function AppRoutes() {
  return (
    <ChunkErrorBoundary>
      <Loading>{useRoutes(routes)}</Loading>
    </ChunkErrorBoundary>
  );
}
