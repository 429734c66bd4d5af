import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '@/features/profile/api/get-profile';
import { ApiError } from '@/lib/api-error';
import { readInviteHash } from '@/shared/invites/invite-hash';
import { inviteRedirect } from '../route-access';

/**
 * What the shell does on start: load the profile if none is loaded, and follow an invitation that
 * was opened before login (docs/RULES.md, "Friends and invitations"). `missing` says the session's
 * profile was never registered (sign-in interrupted half way): the shell then registers it
 * (profile-registration.tsx).
 */
export function useShellStart() {
  const navigate = useNavigate();
  const profile = useProfile();

  useEffect(() => {
    const target = inviteRedirect(readInviteHash());
    if (target) void navigate(target, { replace: true });
  }, [navigate]);

  const missing = profile.error instanceof ApiError && profile.error.code === 'PROFILE_NOT_FOUND';
  useEffect(() => {
    if (profile.error && !missing) console.error('Loading profile failed', profile.error);
  }, [profile.error, missing]);

  return { profile: profile.data, missing };
}
