/** A player's avatar: DiceBear "Adventurer" (CC BY 4.0) drawn from the avatar seed. */
import { adventurer } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

export function drawAvatar(seed: string): string {
  return createAvatar(adventurer, {
    seed,
    backgroundColor: ['2b2347', '1f3a4d', '3d2a3a', '243b2f'],
    // No mask: every screen shows an avatar in a circle of CSS (border-radius), which
    // hides the corners anyway. DiceBear's rounded-corner mask made each avatar's first
    // paint cost Chromium about 15 ms of main thread at 4x CPU throttling, against
    // about 2 ms without it (docs/adr/0008-avatars-drawn-by-the-server.md).
    clip: false,
  }).toString();
}
