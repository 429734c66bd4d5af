import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { clearToken, getToken } from '@/lib/token-storage';
import { signOutMutation } from '../api/sign-out';

/**
 * /logout: ends the server session, then forgets the token and every cached answer. A
 * failed sign-out is only logged: the player is signed out locally anyway.
 */
export function LogoutScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: signOut } = useMutation(signOutMutation);
  // StrictMode runs effects twice in development; sign out once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = getToken();
    const serverSignOut = token ? signOut(token) : Promise.resolve();
    void serverSignOut
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        clearToken();
        queryClient.clear();
        void navigate('/login', { replace: true });
      });
  }, [navigate, queryClient, signOut]);

  return (
    <main className="standalone-page">
      <div style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-3)' }}>
        <Spinner label="Signing out" />
        <p role="status">Signing out...</p>
      </div>
    </main>
  );
}
