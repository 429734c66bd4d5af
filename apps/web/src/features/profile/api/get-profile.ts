// The profile query is shared by every screen, so it lives in src/shared/queries (see there).
export { useProfile } from '@/shared/queries/profile-query';
