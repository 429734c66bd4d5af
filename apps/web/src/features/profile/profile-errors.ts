/**
 * What the profile screen says when a call fails, decided by the error's code, never by the
 * words of a message (docs/ARCHITECTURE.md, "The web app"). A refusal this screen expects
 * is rebuilt from its code and the rule's own constants and worded by the one message table
 * (contracts' ruleMessage); another rule's refusal brings the server's words, which come
 * from the same table; anything else (no answer, a crash, a malformed request) gets the
 * screen's fallback.
 */
import { ruleMessage } from '@alchemy/contracts';
import {
  AVATAR_REGENERATION_COST,
  isRuleErrorCode,
  MAX_PENDING_INVITATIONS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_MARKS_PER_LETTER,
  USERNAME_MIN_LENGTH,
  type RuleError,
} from '@alchemy/game-rules';
import { ApiError } from '@/lib/api-error';
import { unsentWriteText } from '@/lib/api-error';
import { AVATAR_REGENERATION_FAILED, INVITE_FAILED, PROFILE_UPDATE_FAILED } from './profile-texts';

/** The refusals of a username, rebuilt from the code alone. */
function usernameRefusal(code: string): RuleError | null {
  switch (code) {
    case 'USERNAME_REQUIRED':
    case 'USERNAME_INVISIBLE_CHARACTERS':
    case 'USERNAME_BAD_CHARACTERS':
    case 'USERNAME_LONE_MARK':
    case 'USERNAME_NO_LETTER_OR_DIGIT':
      return { code };
    case 'USERNAME_TOO_SHORT':
      return { code, min: USERNAME_MIN_LENGTH };
    case 'USERNAME_TOO_LONG':
      return { code, max: USERNAME_MAX_LENGTH };
    case 'USERNAME_TOO_MANY_MARKS':
      return { code, max: USERNAME_MAX_MARKS_PER_LETTER };
    default:
      return null;
  }
}

/** The refusals of inviting a player or answering an invitation, from the code alone. */
function friendsRefusal(code: string): RuleError | null {
  switch (code) {
    case 'INVITE_SELF':
    case 'PLAYER_NOT_FOUND':
    case 'ALREADY_FRIENDS':
    case 'INVITATION_PENDING':
    case 'INVITATION_NOT_FOUND':
    case 'OWN_INVITATION':
    case 'INVITATION_ANSWERED':
      return { code };
    case 'TOO_MANY_INVITATIONS':
      return { code, max: MAX_PENDING_INVITATIONS };
    default:
      return null;
  }
}

/** The server's words, when it refused by a game rule (they are the rule table's). */
function ruleWordsFromServer(error: ApiError): string | null {
  return isRuleErrorCode(error.code) && error.message.length > 0 ? error.message : null;
}

/** 'Update Profile' failed: the rule's words for a USERNAME_* refusal, else the fallback. */
export function usernameFailureText(error: unknown): string {
  const unsent = unsentWriteText(error, 'your name is unchanged');
  if (unsent) return unsent;
  const refusal = error instanceof ApiError ? usernameRefusal(error.code) : null;
  return refusal ? ruleMessage(refusal) : PROFILE_UPDATE_FAILED;
}

/**
 * Regenerating the avatar failed: short of credits (the server saw a purse the screen had
 * not) is the product's sentence; anything else the fallback.
 */
export function avatarFailureText(error: unknown, credits: number): string {
  if (error instanceof ApiError && error.code === 'NOT_ENOUGH_CREDITS') {
    return ruleMessage({
      code: 'NOT_ENOUGH_CREDITS',
      currency: 'credits',
      needed: AVATAR_REGENERATION_COST,
      available: credits,
      purpose: 'avatar',
    });
  }
  return AVATAR_REGENERATION_FAILED;
}

/**
 * Inviting a player, or answering an invitation, failed: the rule's words for a known
 * refusal, the server's for another rule's, else the fallback.
 */
export function friendsFailureText(error: unknown, fallback: string): string {
  const unsent = unsentWriteText(error, 'nothing was sent');
  if (unsent) return unsent;
  if (!(error instanceof ApiError)) return fallback;
  const refusal = friendsRefusal(error.code);
  if (refusal) return ruleMessage(refusal);
  return ruleWordsFromServer(error) ?? fallback;
}

/** 'Invite' on a World row failed. */
export function inviteFailureText(error: unknown): string {
  return friendsFailureText(error, INVITE_FAILED);
}
