import { AUTH_COMPLETE_ROUTE } from '@alchemy/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { AuthCompleteScreen } from '@/features/auth/components/auth-complete-screen';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { LogoutScreen } from '@/features/auth/components/logout-screen';
import { NotFound } from './not-found';
import { RequireAccess } from './require-access';
import { GameShell } from './shell/game-shell';

/**
 * Each game screen is its own chunk, loaded when first visited: the login screen and the
 * shell come first, and a player who only crafts never downloads the duel playback.
 */
const screen =
  <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  () =>
    load().then((module) => ({ Component: pick(module) }));

/** The route table, one entry per route. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/game" replace /> },
  {
    element: <RequireAccess access="signed-out" />,
    children: [{ path: '/login', element: <LoginScreen /> }],
  },
  {
    // Where Google sign-in and linking come back to: open signed in (a guest linking, or a
    // guest on this device signing in) and signed out alike, so outside both guards. Not
    // lazy: it is always the first page of a fresh load, like the login screen.
    path: AUTH_COMPLETE_ROUTE,
    element: <AuthCompleteScreen />,
  },
  {
    path: '/invite/:hash',
    lazy: screen(
      () => import('@/features/invite/components/invite-screen'),
      (m) => m.InviteScreen,
    ),
  },
  {
    element: <RequireAccess access="signed-in" />,
    children: [
      {
        path: '/game',
        element: <GameShell />,
        children: [
          { index: true, element: <Navigate to="crafting" replace /> },
          {
            path: 'crafting',
            lazy: screen(
              () => import('@/features/crafting/components/crafting-screen'),
              (m) => m.CraftingScreen,
            ),
          },
          {
            path: 'crafting/new',
            lazy: screen(
              () => import('@/features/crafting/components/new-crafting-screen'),
              (m) => m.NewCraftingScreen,
            ),
          },
          {
            path: 'profile',
            lazy: screen(
              () => import('@/features/profile/components/profile-screen'),
              (m) => m.ProfileScreen,
            ),
          },
          {
            path: 'lab',
            lazy: screen(
              () => import('@/features/lab/components/lab-screen'),
              (m) => m.LabScreen,
            ),
          },
          {
            path: 'arena',
            lazy: screen(
              () => import('@/features/arena/components/arena-screen'),
              (m) => m.ArenaScreen,
            ),
          },
          {
            path: 'arena/:cardIds',
            lazy: screen(
              () => import('@/features/duel/components/duel-screen'),
              (m) => m.DuelScreen,
            ),
          },
          {
            path: 'arena/replay/:duelId',
            lazy: screen(
              () => import('@/features/duel/components/replay-screen'),
              (m) => m.ReplayScreen,
            ),
          },
          {
            path: 'market',
            lazy: screen(
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
  { path: '/logout', element: <LogoutScreen /> },
  { path: '*', element: <NotFound /> },
]);
