import type { Profile } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { ApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * GET /api/profile as the holder of `token` (not the stored one), or null when that
 * session has no profile yet (404): a Google account signing in for the first time. A
 * rejected token (401) is thrown, and never clears the stored one.
 */
export async function getProfileWithToken(token: string): Promise<Profile | null> {
  try {
    return await callEndpoint(endpoints.profile, { token });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PROFILE_NOT_FOUND') return null;
    throw error;
  }
}
