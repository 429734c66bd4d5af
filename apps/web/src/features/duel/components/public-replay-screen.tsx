import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { useIsSignedIn } from '@/lib/use-auth';
import { usePublicReplay } from '../api/get-public-replay';
import { DuelLoading, LazyDuelPlayback } from './lazy-playback';
import { ReplayMissing } from './replay-missing';
import './public-replay-screen.css';

/**
 * /replay/{replayId}: a shared replay, open to anyone with the link, signed in or not
 * (docs/RULES.md, "Shared replays"). The fight plays and the cards show; nothing else of
 * either player. A visitor is invited in: 'Play Alchemy Arena' leads to the login, or to
 * the arena for a signed-in player.
 */
export function PublicReplayScreen() {
  const { replayId = '' } = useParams();
  const replay = usePublicReplay(replayId);
  const signedIn = useIsSignedIn();
  const [viewing, setViewing] = useState(0);
  const play = (
    <ButtonLink to={signedIn ? '/game/arena' : '/login'} icon="crossed-swords">
      Play Alchemy Arena
    </ButtonLink>
  );

  let content;
  if (replay.data) {
    const { playerCards, opponentCards } = replay.data;
    const side = (cards: typeof playerCards) => cards.map((card) => card.card.name).join(' & ');
    content = (
      <>
        <p className="public-replay__matchup">
          <span>{side(playerCards)}</span>
          <span className="public-replay__vs" aria-hidden="true">
            vs
          </span>
          <span className="sr-only"> versus </span>
          <span>{side(opponentCards)}</span>
        </p>
        <LazyDuelPlayback
          key={viewing}
          duel={replay.data}
          viewer="visitor"
          label="Replay"
          extras={null}
          endActions={
            <>
              <Button
                variant="secondary"
                icon="anticlockwise-rotation"
                onClick={() => setViewing((count) => count + 1)}
              >
                Watch again
              </Button>
              {play}
            </>
          }
        />
      </>
    );
  } else if (replay.isError) {
    content = <ReplayMissing error={replay.error} way={play} />;
  } else {
    content = <DuelLoading label="Loading the replay" />;
  }

  return (
    <div className="public-replay">
      <header className="public-replay__bar">
        <p className="public-replay__brand">
          <Icon name="fizzing-flask" size="1.6em" />
          <span className="public-replay__brand-name">Alchemy Arena</span>
        </p>
        {play}
      </header>
      <main className="public-replay__main">{content}</main>
    </div>
  );
}
