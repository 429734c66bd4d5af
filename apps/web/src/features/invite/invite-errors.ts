/**
 * What the invitation screen says when a call fails, decided by the error's code, never by
 * the words of a message (docs/ARCHITECTURE.md, "The web app"): the refusals of an invite
 * link are worded by the one message table (contracts' ruleMessage); another rule's refusal
 * brings the server's words, from the same table; anything else (no answer, a crash, a
 * malformed request) the screen's fallback.
 */
import { InviteHashSchema, ruleMessage } from '@alchemy/contracts';
import { isRuleErrorCode, type RuleError } from '@alchemy/game-rules';
import { ApiError } from '@/lib/api-error';
import { LOAD_FAILED } from './invite-texts';

/** Whether the link's hash can be one at all (otherwise the API is not asked). */
export function isInviteHash(hash: string): boolean {
  return InviteHashSchema.safeParse(hash).success;
}

/** The refusals of opening, accepting or declining an invite link, from the code alone. */
function linkRefusal(code: string): RuleError | null {
  switch (code) {
    case 'INVITATION_NOT_FOUND':
    case 'OWN_INVITATION':
    case 'ALREADY_FRIENDS':
    case 'INVITATION_ANSWERED':
      return { code };
    default:
      return null;
  }
}

/** The rule's words for a refusal, the server's for another rule's, else the fallback. */
export function inviteFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const refusal = linkRefusal(error.code);
  if (refusal) return ruleMessage(refusal);
  if (isRuleErrorCode(error.code) && error.message.length > 0) return error.message;
  return fallback;
}

/** The 'Invitation Problem' block's words when the invitation did not load. */
export function loadFailureText(error: unknown): string {
  return inviteFailureText(error, LOAD_FAILED);
}
