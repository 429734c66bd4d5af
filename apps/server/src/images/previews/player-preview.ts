/**
 * A player's card picture: avatar, name, title, and the public figures of their card
 * (level, world rank, best race streak). Nothing private.
 */
import { USERNAME_MAX_LENGTH } from '@alchemy/game-rules';
import { avatarDisc } from './invite-preview';
import { fitted, LOOK, previewFrame } from './preview-frame';
import { box, text, type PreviewElement } from './preview-node';

export interface PlayerSubject {
  name: string;
  avatarSeed: string;
  level: number;
  title: string | null;
  worldRank: number;
  bestRaceStreak: number;
}

function figure(value: string, label: string): PreviewElement {
  return box(
    {
      flexDirection: 'column',
      alignItems: 'center',
      padding: '12px 22px',
      marginRight: 18,
      borderRadius: 16,
      backgroundColor: LOOK.surface,
      border: `2px solid ${LOOK.border}`,
    },
    text({ fontSize: 44, fontWeight: 700, color: LOOK.gold300 }, value),
    text({ fontSize: 20, color: LOOK.muted, letterSpacing: 2 }, label),
  );
}

export function playerPreview(player: PlayerSubject): PreviewElement {
  return previewFrame(
    avatarDisc(player.avatarSeed, 280),
    box(
      { flexDirection: 'column', marginLeft: 52, flexShrink: 1 },
      text(
        { fontSize: 68, fontWeight: 700, color: LOOK.gold100, lineHeight: 1.1 },
        fitted(player.name, USERNAME_MAX_LENGTH),
      ),
      text(
        { fontSize: 32, color: player.title ? LOOK.teal : LOOK.muted, marginTop: 10 },
        player.title ?? 'Alchemist',
      ),
      box(
        { marginTop: 28 },
        figure(String(player.level), 'LEVEL'),
        figure(`#${player.worldRank}`, 'WORLD RANK'),
        figure(String(player.bestRaceStreak), 'BEST STREAK'),
      ),
    ),
  );
}
