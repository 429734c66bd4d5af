import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { GAME_OVER_TEXT, GAME_OVER_TITLE } from '@/shared/crafting/crafting-messages';

/** The run is spent; buy for the lab or start again (docs/RULES.md, "Game over and harvest"). */
export function GameOverBanner() {
  const navigate = useNavigate();
  return (
    <section className="game-over" aria-labelledby="game-over-title">
      <Icon name="hourglass" size="40px" className="game-over__icon" />
      <div className="game-over__text">
        <h2 id="game-over-title">{GAME_OVER_TITLE}</h2>
        <p>{GAME_OVER_TEXT}</p>
      </div>
      <Button icon="anticlockwise-rotation" onClick={() => void navigate('/game/crafting/new')}>
        Restart Level
      </Button>
    </section>
  );
}
