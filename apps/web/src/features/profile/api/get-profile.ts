// The profile query is shared by every screen, so it lives in src/lib (see there).
export { useProfile } from '@/shared/queries/profile-query';
