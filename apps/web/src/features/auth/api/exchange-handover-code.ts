import { HandoverExchangeRequestSchema } from '@alchemy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestWithHeaders, tokenFromSignIn } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { GoogleFlowError } from '../auth-completion';

/**
 * POST /api/auth/one-time-token/verify {token}: trades the code a Google sign-in came back
 * with for its bearer token (in the response header). The code works once and for a
 * minute; a refused one reads as the expired sign-in it almost always is.
 */
async function exchangeHandoverCode(code: string): Promise<string> {
  let answer;
  try {
    answer = await apiRequestWithHeaders({
      method: 'POST',
      path: '/auth/one-time-token/verify',
      body: HandoverExchangeRequestSchema.parse({ token: code }),
      // Only the header matters; the body is better-auth's session, not read here.
      schema: z.unknown(),
      token: null,
    });
  } catch (error) {
    // Refused, not throttled: too many sign-ins keep the server's own words.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (refused && error.code !== 'RATE_LIMITED') {
      console.warn('The sign-in code was refused', error);
      throw new GoogleFlowError('code_invalid');
    }
    throw error;
  }
  const token = tokenFromSignIn(answer.headers, null);
  if (!token) throw new Error('The server did not return a session token.');
  return token;
}

/** The exchange as a mutation, for the sign-in's last steps (finish-google.ts). */
export const exchangeHandoverCodeMutation = mutationOptions({
  mutationKey: ['auth', 'exchange-handover-code'],
  mutationFn: exchangeHandoverCode,
});
