import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { registerProfile } from '@/features/auth/api/register-profile';
import { ApiError } from '@/lib/api-error';
import { readInviteHash } from '@/shared/invites/invite-hash';
import { queryKeys } from '@/shared/queries/query-keys';
import { inviteRedirect } from '../route-access';

/**
 * What the shell does on start: load the profile if none is loaded, and follow an invitation that
 * was opened before login (docs/RULES.md, "Friends and invitations"). A session whose profile was
 * never registered (sign-in interrupted half way) is registered here.
 */
export function useShellStart() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const registering = useRef(false);

  useEffect(() => {
    const target = inviteRedirect(readInviteHash());
    if (target) void navigate(target, { replace: true });
  }, [navigate]);

  const missing = profile.error instanceof ApiError && profile.error.code === 'PROFILE_NOT_FOUND';
  useEffect(() => {
    if (!missing || registering.current) return;
    registering.current = true;
    registerProfile()
      .then((registered) => queryClient.setQueryData(queryKeys.profile, registered))
      // A failed profile load is only logged.
      .catch((error: unknown) => console.error('Profile registration failed', error))
      .finally(() => {
        registering.current = false;
      });
  }, [missing, queryClient]);

  useEffect(() => {
    if (profile.error && !missing) console.error('Loading profile failed', profile.error);
  }, [profile.error, missing]);

  return profile.data;
}
