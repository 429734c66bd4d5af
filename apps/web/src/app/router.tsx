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
 * scripts/bundle-budget.ts). `screen` names a module and the component it exports.
 */
function screen<T>(
  load: () => Promise<T>,
  pick: (module: T) => ComponentType,
  prefetch?: () => unknown,
) {
  const Screen = lazy(() => load().then((module) => ({ default: pick(module) })));
  const element = (
    <>
      <SplashGone />
      <Screen />
    </>
  );
  loaders.set(element, { load, ...(prefetch ? { prefetch } : {}) });
  return element;
}

/** How to start a screen early: its code, and the first data it will ask for. */
export interface ScreenLoader {
  load: () => Promise<unknown>;
  prefetch?: () => unknown;
}

/** Each lazy screen's loader, and each guard's access, by the element the table holds. */
const loaders = new WeakMap<object, ScreenLoader>();
const guards = new WeakMap<object, RouteAccess>();

function guard(access: RouteAccess) {
  const element = <RequireAccess access={access} />;
  guards.set(element, access);
  return element;
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

/** The screens `pathname` shows, outermost first, up to a redirecting guard. */
export function screenLoaders(pathname: string, signedIn: boolean): ScreenLoader[] {
  const found: ScreenLoader[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (typeof element !== 'object' || element === null) continue;
    const access = guards.get(element);
    if (access && accessRedirect(access, signedIn)) break;
    const loader = loaders.get(element);
    if (loader) found.push(loader);
  }
  return found;
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
    element: guard('signed-out'),
    children: [
      {
        path: '/login',
        element: screen(
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
    element: screen(
      () => import('@/features/auth/components/auth-complete-screen'),
      (m) => m.AuthCompleteScreen,
    ),
  },
  {
    // A shared replay: public by design, signed in or not, so outside both guards.
    path: '/replay/:replayId',
    element: screen(
      () => import('@/features/duel/components/public-replay-screen'),
      (m) => m.PublicReplayScreen,
    ),
  },
  {
    // A player's public card: open to anyone, signed in or not, so outside both guards.
    path: '/player/:playerId',
    element: screen(
      () => import('@/features/player-card/components/player-card-screen'),
      (m) => m.PlayerCardScreen,
    ),
  },
  {
    path: '/invite/:hash',
    element: screen(
      () => import('@/features/invite/components/invite-screen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    element: guard('signed-in'),
    children: [
      {
        path: '/game',
        element: screen(
          () => import('./shell/game-shell'),
          (m) => m.GameShell,
          () => queryClient.prefetchQuery(profileQuery),
        ),
        children: [
          { index: true, element: <Navigate to="crafting" replace /> },
          {
            path: 'crafting',
            element: screen(
              () => import('@/features/crafting/components/crafting-screen'),
              (m) => m.CraftingScreen,
              () => queryClient.prefetchQuery(craftingGameQuery),
            ),
          },
          {
            path: 'crafting/new',
            element: screen(
              () => import('@/features/crafting/components/new-crafting-screen'),
              (m) => m.NewCraftingScreen,
            ),
          },
          {
            path: 'encyclopedia',
            element: screen(
              () => import('@/features/encyclopedia/components/encyclopedia-screen'),
              (m) => m.EncyclopediaScreen,
            ),
          },
          {
            path: 'goals',
            element: screen(
              () => import('@/features/goals/components/goals-screen'),
              (m) => m.GoalsScreen,
            ),
          },
          {
            path: 'profile',
            element: screen(
              () => import('@/features/profile/components/profile-screen'),
              (m) => m.ProfileScreen,
            ),
          },
          {
            path: 'lab',
            element: screen(
              () => import('@/features/lab/components/lab-screen'),
              (m) => m.LabScreen,
            ),
          },
          {
            path: 'arena',
            element: screen(
              () => import('@/features/arena/components/arena-screen'),
              (m) => m.ArenaScreen,
            ),
          },
          {
            path: 'arena/:cardIds',
            element: screen(
              () => import('@/features/duel/components/duel-screen'),
              (m) => m.DuelScreen,
            ),
          },
          {
            path: 'arena/replay/:duelId',
            element: screen(
              () => import('@/features/duel/components/replay-screen'),
              (m) => m.ReplayScreen,
            ),
          },
          {
            path: 'race',
            element: screen(
              () => import('@/features/race/components/race-screen'),
              (m) => m.RaceScreen,
            ),
          },
          {
            path: 'season',
            element: screen(
              () => import('@/features/season/components/season-screen'),
              (m) => m.SeasonScreen,
            ),
          },
          {
            path: 'market',
            element: screen(
              () => import('@/features/market/components/market-screen'),
              (m) => m.MarketScreen,
            ),
          },
          {
            path: '*',
            element: screen(
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
    element: screen(
      () => import('@/features/auth/components/logout-screen'),
      (m) => m.LogoutScreen,
    ),
  },
  {
    path: '*',
    element: screen(
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
