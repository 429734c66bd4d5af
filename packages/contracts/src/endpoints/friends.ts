/** Friends and invitations. Rows of the endpoint table (../endpoints.ts). */
import type { EndpointRoute } from '../endpoint-route';

export const friends = {
  name: 'friends',
  method: 'GET',
  path: '/friends',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvite = {
  name: 'friendsInvite',
  method: 'POST',
  path: '/friends/invite',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInviteLink = {
  name: 'friendsInviteLink',
  method: 'POST',
  path: '/friends/invite-link',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsPending = {
  name: 'friendsPending',
  method: 'GET',
  path: '/friends/invitations/pending',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationAccept = {
  name: 'friendsInvitationAccept',
  method: 'POST',
  path: '/friends/invitations/:id/accept',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationDecline = {
  name: 'friendsInvitationDecline',
  method: 'POST',
  path: '/friends/invitations/:id/decline',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationByHash = {
  name: 'friendsInvitationByHash',
  method: 'GET',
  path: '/friends/invitations/hash/:hash',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsInvitationPreview = {
  name: 'friendsInvitationPreview',
  method: 'GET',
  path: '/friends/invitations/hash/:hash/preview',
  access: 'public',
} as const satisfies EndpointRoute;
export const friendsHashAccept = {
  name: 'friendsHashAccept',
  method: 'POST',
  path: '/friends/invitations/hash/:hash/accept',
  access: 'player',
} as const satisfies EndpointRoute;
export const friendsHashDecline = {
  name: 'friendsHashDecline',
  method: 'POST',
  path: '/friends/invitations/hash/:hash/decline',
  access: 'player',
} as const satisfies EndpointRoute;
