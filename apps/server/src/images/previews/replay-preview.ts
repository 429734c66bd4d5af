/**
 * A replay's picture: the two sides' leading creatures face to face, drawn from their own
 * card portraits, the winner in a gold frame under 'Victory', the loser dimmed; their
 * names and levels below, and how many fought on each side when more than one did.
 */
import { fitted, LOOK, previewFrame } from './preview-frame';
import { box, picture, text, type PreviewElement } from './preview-node';

interface ReplayFighter {
  name: string;
  characterType: string;
  level: number;
  /** The card's portrait (images/portrait), 200x280. */
  svg: string;
}

export interface ReplaySubject {
  /** The lead of the side that shared the replay (the player's). */
  lead: ReplayFighter;
  rival: ReplayFighter;
  leadWon: boolean;
  leadTeam: number;
  rivalTeam: number;
}

const CARD_WIDTH = 170;
const CARD_HEIGHT = 238;

function fighter(card: ReplayFighter, won: boolean): PreviewElement {
  return box(
    { flexDirection: 'column', alignItems: 'center', width: 340, opacity: won ? 1 : 0.6 },
    text(
      {
        fontSize: 24,
        fontWeight: 700,
        letterSpacing: 4,
        color: won ? LOOK.gold300 : LOOK.faint,
        marginBottom: 6,
      },
      won ? 'VICTORY' : 'DEFEATED',
    ),
    box(
      {
        padding: 5,
        borderRadius: 18,
        backgroundColor: won ? LOOK.gold300 : LOOK.border,
      },
      picture(card.svg, CARD_WIDTH, CARD_HEIGHT, { borderRadius: 14 }),
    ),
    text(
      {
        fontSize: 28,
        fontWeight: 700,
        marginTop: 8,
        textAlign: 'center',
        justifyContent: 'center',
        lineHeight: 1.15,
        color: won ? LOOK.gold100 : LOOK.text,
      },
      fitted(card.name, 20),
    ),
    text({ fontSize: 22, color: LOOK.muted }, `${card.characterType} · Level ${card.level}`),
  );
}

/** How many fought on each side: 'One on one', '3 cards against 1'. */
export function sides(lead: number, rival: number): string {
  return lead === 1 && rival === 1 ? 'One on one' : `${lead} cards against ${rival}`;
}

export function replayPreview(replay: ReplaySubject): PreviewElement {
  return previewFrame(
    box(
      { flexGrow: 1, justifyContent: 'space-between', alignItems: 'flex-start', marginTop: 16 },
      fighter(replay.lead, replay.leadWon),
      box(
        { flexDirection: 'column', alignItems: 'center', alignSelf: 'center' },
        text({ fontSize: 26, color: LOOK.muted, letterSpacing: 3 }, 'A DUEL'),
        text({ fontSize: 96, fontWeight: 700, color: LOOK.teal, lineHeight: 1.1 }, 'VS'),
        text(
          { fontSize: 22, color: LOOK.muted, marginTop: 8 },
          sides(replay.leadTeam, replay.rivalTeam),
        ),
        text({ fontSize: 26, color: LOOK.text, marginTop: 18 }, 'Watch the replay'),
      ),
      fighter(replay.rival, !replay.leadWon),
    ),
  );
}
