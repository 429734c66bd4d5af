import { AUTH_COMPLETE_ROUTE } from '@alchemy/contracts';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { NotFound } from './not-found';
import { RequireAccess } from './require-access';

/**
 * Every screen is its own chunk, loaded when first visited, and so is the game shell: the
 * login page never downloads the game, a player who only crafts never downloads the duel
 * playback, and the first screen waits for its own code only (the bundle budget,
 * scripts/bundle-budget.ts). `screen` names a module and the component it exports.
 */
function screen<T>(load: () => Promise<T>, pick: (module: T) => ComponentType) {
  const Screen = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Screen />;
}

/**
 * While a screen's code loads nothing is drawn in its place; inside the shell (its own
 * boundary) the header and menu stay.
 */
export function Loading({ children }: { children?: ReactNode }) {
  return <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>;
}

/** The route table, one entry per route. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/game" replace /> },
  {
    element: <RequireAccess access="signed-out" />,
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
    path: '/invite/:hash',
    element: screen(
      () => import('@/features/invite/components/invite-screen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    element: <RequireAccess access="signed-in" />,
    children: [
      {
        path: '/game',
        element: screen(
          () => import('./shell/game-shell'),
          (m) => m.GameShell,
        ),
        children: [
          { index: true, element: <Navigate to="crafting" replace /> },
          {
            path: 'crafting',
            element: screen(
              () => import('@/features/crafting/components/crafting-screen'),
              (m) => m.CraftingScreen,
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
            path: 'market',
            element: screen(
              () => import('@/features/market/components/market-screen'),
              (m) => m.MarketScreen,
            ),
          },
          { path: '*', element: <NotFound inShell /> },
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
  { path: '*', element: <NotFound /> },
];

/** The routes of the app, rendered where the URL points. */
export function AppRoutes() {
  return (
    <ChunkErrorBoundary>
      <Loading>{useRoutes(routes)}</Loading>
    </ChunkErrorBoundary>
  );
}
