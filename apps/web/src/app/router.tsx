import { createBrowserRouter, Navigate } from 'react-router';
import { ArenaScreen } from '@/features/arena/components/arena-screen';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { LogoutScreen } from '@/features/auth/components/logout-screen';
import { CraftingScreen } from '@/features/crafting/components/crafting-screen';
import { NewCraftingScreen } from '@/features/crafting/components/new-crafting-screen';
import { DuelScreen } from '@/features/duel/components/duel-screen';
import { InviteScreen } from '@/features/invite/components/invite-screen';
import { LabScreen } from '@/features/lab/components/lab-screen';
import { MarketScreen } from '@/features/market/components/market-screen';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { NotFound } from './not-found';
import { RequireAccess } from './require-access';
import { GameShell } from './shell/game-shell';

/** The spec's route table (section 2), one entry per row. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/game" replace /> },
  {
    element: <RequireAccess access="signed-out" />,
    children: [{ path: '/login', element: <LoginScreen /> }],
  },
  { path: '/invite/:hash', element: <InviteScreen /> },
  {
    element: <RequireAccess access="signed-in" />,
    children: [
      {
        path: '/game',
        element: <GameShell />,
        children: [
          { index: true, element: <Navigate to="crafting" replace /> },
          { path: 'crafting', element: <CraftingScreen /> },
          { path: 'crafting/new', element: <NewCraftingScreen /> },
          { path: 'profile', element: <ProfileScreen /> },
          { path: 'lab', element: <LabScreen /> },
          { path: 'arena', element: <ArenaScreen /> },
          { path: 'arena/:cardIds', element: <DuelScreen /> },
          { path: 'market', element: <MarketScreen /> },
          { path: '*', element: <NotFound inShell /> },
        ],
      },
    ],
  },
  { path: '/profile', element: <Navigate to="/game/profile" replace /> },
  { path: '/logout', element: <LogoutScreen /> },
  { path: '*', element: <NotFound /> },
]);
