import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registerProfileMutation, useRegisterProfile } from '@/features/auth/api/register-profile';

/**
 * A session whose profile was never registered (sign-in interrupted half way) is
 * registered here. The shell loads this only then, so the first screen never downloads it.
 */
export function ProfileRegistration() {
  const queryClient = useQueryClient();
  const { mutate: register } = useRegisterProfile();

  useEffect(() => {
    // Once: the mutation cache knows at once that a registration is under way, where the
    // hook's isPending waits for a render (StrictMode runs this effect twice in a row).
    const { mutationKey } = registerProfileMutation;
    if (queryClient.isMutating({ mutationKey }) > 0) return;
    register(undefined);
  }, [queryClient, register]);

  return null;
}
