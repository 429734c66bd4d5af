/**
 * Sharing an invite link (docs/RULES.md, "Friends and invitations"), from the profile's
 * 'Invite a Friend' and from the invitation screen opened on one's own link: the link is
 * `{origin}/invite/{hash}`; it goes out through the system share sheet where the browser
 * has one (phones), else to the clipboard.
 */
export const LINK_SHARED = 'Invitation link shared!';
export const LINK_COPIED = 'Invitation link copied to clipboard!';
/** What the system share sheet carries with the link. */
const SHARE_TITLE = 'Alchemy Arena';
const SHARE_TEXT = 'Join me in Alchemy Arena: craft, forge battle cards and duel!';

/** The link a friend opens. */
export function inviteLinkUrl(origin: string, inviteHash: string): string {
  return `${origin}/invite/${inviteHash}`;
}

/** The parts of `navigator` the link needs; injected so tests can stand in for a browser. */
export interface LinkSender {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  clipboard?: { writeText: (text: string) => Promise<void> } | undefined;
}

export type Delivery = 'share' | 'copy';

/** The share sheet when there is one, else the clipboard; null when neither exists. */
export function deliveryFor(sender: LinkSender): Delivery | null {
  if (typeof sender.share === 'function') return 'share';
  if (typeof sender.clipboard?.writeText === 'function') return 'copy';
  return null;
}

/** What happened to the link: sent on, or the player closed the share sheet. */
export type DeliveryOutcome = 'shared' | 'copied' | 'cancelled';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sends the link on. A share sheet the player closes is no failure ('cancelled'); a share
 * sheet that fails otherwise (refused, busy) falls back to the clipboard. Throws when
 * the link could go nowhere.
 */
export async function deliverInviteLink(sender: LinkSender, url: string): Promise<DeliveryOutcome> {
  if (deliveryFor(sender) === 'share' && sender.share) {
    try {
      await sender.share({ title: SHARE_TITLE, text: SHARE_TEXT, url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      if (deliveryFor({ clipboard: sender.clipboard }) === null) throw error;
    }
  }
  if (!sender.clipboard) throw new Error('Neither sharing nor the clipboard is available.');
  await sender.clipboard.writeText(url);
  return 'copied';
}

/** The snackbar for an outcome; none when the player cancelled. */
export function deliveryText(outcome: DeliveryOutcome): string | null {
  if (outcome === 'shared') return LINK_SHARED;
  if (outcome === 'copied') return LINK_COPIED;
  return null;
}
