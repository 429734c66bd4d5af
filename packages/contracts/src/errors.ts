import { z } from 'zod';

/**
 * Every error response of the API has this shape: a message a player can read and a
 * machine code the client can branch on.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PROFILE_NOT_FOUND',
  'NO_CRAFTING_GAME',
  'NOT_ENOUGH_CREDITS',
  'NOT_ENOUGH_DIAMONDS',
  'CARD_LISTED',
  'DUEL_COOLDOWN',
  'NO_DUEL',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorResponseSchema = z
  .object({
    error: z.string().min(1).describe('A message a player can read'),
    code: z.enum(ERROR_CODES).describe('A machine code to branch on'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return ErrorResponseSchema.safeParse(value).success;
}
