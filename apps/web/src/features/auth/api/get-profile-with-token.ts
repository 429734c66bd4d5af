import { API_PATHS, type Profile } from '@alchemy/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { lazySchema } from '@/lib/lazy-schema';

/**
 * GET /api/profile as the holder of `token` (not the stored one), or null when that
 * session has no profile yet (404): a Google account signing in for the first time. A
 * rejected token (401) is thrown, and never clears the stored one.
 */
export async function getProfileWithToken(token: string): Promise<Profile | null> {
  try {
    return await apiRequest({
      path: API_PATHS.profile,
      schema: lazySchema('ProfileSchema'),
      token,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PROFILE_NOT_FOUND') return null;
    throw error;
  }
}
