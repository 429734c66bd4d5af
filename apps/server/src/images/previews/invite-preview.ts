/**
 * An invitation's picture: the inviter's avatar in a gold ring and their name, "invites
 * you to Alchemy Arena": nothing else of them (the invitation preview shows a name and an
 * avatar only).
 */
import { USERNAME_MAX_LENGTH } from '@alchemy/game-rules';
import { drawAvatar } from '../avatar';
import { fitted, LOOK, previewFrame } from './preview-frame';
import { box, picture, text, type PreviewElement } from './preview-node';

export interface InviteSubject {
  name: string;
  avatarSeed: string;
}

export function avatarDisc(seed: string, size: number): PreviewElement {
  return box(
    {
      width: size + 24,
      height: size + 24,
      borderRadius: (size + 24) / 2,
      flexShrink: 0,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: LOOK.surface,
      border: `6px solid ${LOOK.gold300}`,
    },
    picture(drawAvatar(seed), size, size, { borderRadius: size / 2 }),
  );
}

export function invitePreview(inviter: InviteSubject): PreviewElement {
  return previewFrame(
    avatarDisc(inviter.avatarSeed, 300),
    box(
      { flexDirection: 'column', marginLeft: 56, flexShrink: 1 },
      text(
        { fontSize: 76, fontWeight: 700, color: LOOK.gold100, lineHeight: 1.1 },
        fitted(inviter.name, USERNAME_MAX_LENGTH),
      ),
      text({ fontSize: 44, marginTop: 18, color: LOOK.text }, 'invites you to'),
      text({ fontSize: 56, fontWeight: 700, color: LOOK.teal, marginTop: 6 }, 'Alchemy Arena'),
    ),
  );
}
