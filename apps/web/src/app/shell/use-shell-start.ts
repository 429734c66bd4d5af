import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { registerProfileMutation } from '@/features/auth/api/register-profile';
import { useRegisterProfile } from '@/features/auth/api/use-register-profile';
import { ApiError } from '@/lib/api-error';
import { readInviteHash } from '@/shared/invites/invite-hash';
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
  const { mutate: register } = useRegisterProfile();

  useEffect(() => {
    const target = inviteRedirect(readInviteHash());
    if (target) void navigate(target, { replace: true });
  }, [navigate]);

  const missing = profile.error instanceof ApiError && profile.error.code === 'PROFILE_NOT_FOUND';
  useEffect(() => {
    // Once at a time: the mutation cache knows at once that one is under way, where the
    // hook's isPending waits for a render (StrictMode runs this effect twice in a row).
    const { mutationKey } = registerProfileMutation;
    if (!missing || queryClient.isMutating({ mutationKey }) > 0) return;
    register(undefined);
  }, [missing, queryClient, register]);

  useEffect(() => {
    if (profile.error && !missing) console.error('Loading profile failed', profile.error);
  }, [profile.error, missing]);

  return profile.data;
}
