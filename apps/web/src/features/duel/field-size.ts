/**
 * How large the creatures stand on the duel's field: each gets its half of the field, less
 * the room of 'VS' and the gaps, up to 260 px wide (the picture is 5:7). Measured in pixels
 * by the playback when the field changes size.
 */
const VS_ROOM_PX = { wide: 80, narrow: 42 };
const MAX_ART_PX = 260;
const MIN_ART_PX = 96;

export function fieldArtWidth(fieldWidth: number): number {
  const room = fieldWidth > 480 ? VS_ROOM_PX.wide : VS_ROOM_PX.narrow;
  return Math.max(MIN_ART_PX, Math.min(MAX_ART_PX, Math.floor((fieldWidth - room) / 2)));
}
