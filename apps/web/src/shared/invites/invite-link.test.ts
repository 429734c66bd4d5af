import { describe, expect, it, vi } from 'vitest';
import {
  deliverInviteLink,
  deliveryFor,
  deliveryText,
  inviteLinkUrl,
  type LinkSender,
} from './invite-link';

const HASH = 'AbCdEfGhIjKlMnOpQrSt_-';
const URL_ = `https://alchemy.example/invite/${HASH}`;

function clipboard() {
  return { writeText: vi.fn<(text: string) => Promise<void>>(() => Promise.resolve()) };
}

describe('inviteLinkUrl', () => {
  it('is the origin, /invite/ and the hash', () => {
    expect(inviteLinkUrl('https://alchemy.example', HASH)).toBe(URL_);
    expect(inviteLinkUrl('http://localhost:5173', HASH)).toBe(
      `http://localhost:5173/invite/${HASH}`,
    );
  });
});

describe('deliveryFor', () => {
  it('shares when the browser can, else copies, else nothing', () => {
    const share = () => Promise.resolve();
    expect(deliveryFor({ share, clipboard: clipboard() })).toBe('share');
    expect(deliveryFor({ share })).toBe('share');
    expect(deliveryFor({ clipboard: clipboard() })).toBe('copy');
    expect(deliveryFor({})).toBeNull();
    expect(deliveryFor({ share: undefined, clipboard: undefined })).toBeNull();
  });
});

describe('deliverInviteLink', () => {
  it('opens the share sheet with the link, and leaves the clipboard alone', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    const board = clipboard();
    await expect(deliverInviteLink({ share, clipboard: board }, URL_)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL_ }));
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet (a desktop browser)', async () => {
    const board = clipboard();
    await expect(deliverInviteLink({ clipboard: board }, URL_)).resolves.toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(URL_);
  });

  it('takes a closed share sheet as the player’s choice, not a failure', async () => {
    const share = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    const board = clipboard();
    await expect(deliverInviteLink({ share, clipboard: board }, URL_)).resolves.toBe('cancelled');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard when sharing fails otherwise', async () => {
    const share = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    const board = clipboard();
    await expect(deliverInviteLink({ share, clipboard: board }, URL_)).resolves.toBe('copied');
    expect(board.writeText).toHaveBeenCalledWith(URL_);
  });

  it('fails when the link can go nowhere', async () => {
    const refused = new DOMException('Not allowed', 'NotAllowedError');
    await expect(deliverInviteLink({ share: () => Promise.reject(refused) }, URL_)).rejects.toBe(
      refused,
    );
    await expect(deliverInviteLink({} satisfies LinkSender, URL_)).rejects.toThrow();
    const denied = { writeText: () => Promise.reject(new Error('denied')) };
    await expect(deliverInviteLink({ clipboard: denied }, URL_)).rejects.toThrow('denied');
  });
});

describe('deliveryText', () => {
  it('says how the link went, and nothing when the player cancelled', () => {
    expect(deliveryText('shared')).toBe('Invitation link shared!');
    expect(deliveryText('copied')).toBe('Invitation link copied to clipboard!');
    expect(deliveryText('cancelled')).toBeNull();
  });
});
