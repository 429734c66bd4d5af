// The profile's guest banner reads the same options, so they live in src/lib (see there).
export { useAuthOptions } from '@/lib/auth-options-query';
