/**
 * Query keys shared between features: sign-in (auth) writes the profile that the shell
 * and the profile screen read, and features may not import each other.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  authOptions: ['auth-options'] as const,
};
