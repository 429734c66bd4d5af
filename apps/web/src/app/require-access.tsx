import { Navigate, Outlet } from 'react-router';
import { useIsSignedIn } from '@/lib/use-auth';
import { accessRedirect, type RouteAccess } from './route-access';

/**
 * The route guard: renders the child routes when the visitor may see them, otherwise
 * redirects. It re-renders on every token change, so signing out anywhere lands on /login.
 */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const signedIn = useIsSignedIn();
  const redirect = accessRedirect(access, signedIn);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
