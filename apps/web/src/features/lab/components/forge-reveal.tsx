import type { BattleCard } from '@alchemy/contracts';
import type { CardClass } from '@alchemy/game-rules';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { REVEAL_STEPS, revealLook, type RevealLook, type RevealPhase } from '../forge-reveal';
import { playCardTurnSound, playFlareSound } from '../lab-sounds';
import './forge-reveal.css';

/** The class emblems of the card pictures, for the announcement and the fallback face. */
const CLASS_EMBLEM: Record<CardClass, GameIconName> = {
  Beast: 'wolf-head',
  Elemental: 'fire-ray',
  Warrior: 'crossed-swords',
  Mage: 'wizard-staff',
  Guardian: 'shield',
  Mechanical: 'gears',
  Mythical: 'dragon-head',
};

interface ForgeRevealProps {
  /** The card just forged; null when no reveal is playing. */
  card: BattleCard | null;
  /** The reveal ended, by itself or skipped: show the card's dialog. */
  onDone: (card: BattleCard) => void;
}

/**
 * A new card's moment: it arrives face down, turns over once its picture is decoded, its
 * frame flares in its rarity's colour while its class and quality are announced, then it
 * makes way for the card dialog. About 2.2 s; a tap anywhere, Escape or any key skips it.
 */
export function ForgeReveal({ card, onDone }: ForgeRevealProps) {
  return (
    <Dialog
      open={card !== null}
      label="New battle card"
      className="forge-reveal"
      onClose={() => card && onDone(card)}
    >
      {card && <RevealStage key={card.id} card={card} onDone={onDone} />}
    </Dialog>
  );
}

const after = (ms: number, timers: number[]) =>
  new Promise<void>((resolve) => timers.push(window.setTimeout(resolve, ms)));

function RevealStage({ card, onDone }: { card: BattleCard; onDone: (card: BattleCard) => void }) {
  const look = useMemo(() => revealLook(card), [card]);
  const [phase, setPhase] = useState<RevealPhase>('arrive');
  const [pictureOk, setPictureOk] = useState(true);
  const picture = useRef<HTMLImageElement>(null);
  const finished = useRef(false);
  const keyPressed = useRef(false);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    onDone(card);
  }, [card, onDone]);

  useEffect(() => {
    const timers: number[] = [];
    let stopped = false;
    // The loader has usually decoded the picture already; the card never turns to a blank.
    const decoded = picture.current
      ? picture.current.decode().then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    const play = async () => {
      await after(REVEAL_STEPS.arriveMs, timers);
      const ready = await Promise.race([
        decoded,
        after(REVEAL_STEPS.pictureWaitMs, timers).then(() => false),
      ]);
      if (stopped) return;
      if (!ready) setPictureOk(false);
      setPhase('turn');
      playCardTurnSound();
      await after(REVEAL_STEPS.turnMs, timers);
      if (stopped) return;
      setPhase('flare');
      playFlareSound(look.power);
      await after(REVEAL_STEPS.flareMs, timers);
      if (stopped) return;
      setPhase('leave');
      await after(REVEAL_STEPS.leaveMs, timers);
      if (!stopped) finish();
    };
    // Whatever goes wrong on the way (a sound the device refuses), the card still arrives.
    play().catch(() => {
      if (!stopped) finish();
    });
    return () => {
      stopped = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [finish, look.power]);

  const announced = phase === 'flare' || phase === 'leave';
  return (
    <div
      className={`forge-reveal__stage forge-reveal--${look.rarity}`}
      data-testid="forge-reveal"
      data-phase={phase}
      data-power={look.power}
      style={{ '--power': look.power } as CSSProperties}
      // A tap anywhere skips; a key skips on its release, so the key's own release cannot
      // reach the card dialog that opens next.
      onClick={finish}
      onKeyDown={() => {
        keyPressed.current = true;
      }}
      onKeyUp={() => {
        if (keyPressed.current) finish();
      }}
    >
      <div className="forge-reveal__scene">
        <span className="forge-reveal__glow" aria-hidden="true" />
        <span className="forge-reveal__rays" aria-hidden="true" />
        <div className="forge-reveal__card">
          <div className="forge-reveal__flip">
            <div className="forge-reveal__back" aria-hidden="true">
              <Icon name="card-random" size="34%" />
            </div>
            <div className="forge-reveal__front">
              {pictureOk ? (
                <img
                  ref={picture}
                  src={card.card.imageUrl}
                  alt={`Picture of ${card.card.name}`}
                  width={200}
                  height={280}
                  draggable={false}
                />
              ) : (
                <FallbackFace card={card} look={look} />
              )}
            </div>
          </div>
          <span className="forge-reveal__edge" aria-hidden="true" />
          <span className="forge-reveal__flash" aria-hidden="true" />
          <Sparks power={look.power} />
        </div>
      </div>
      <div className="forge-reveal__announce" aria-hidden="true">
        <p className="forge-reveal__class" data-testid="forge-reveal-class">
          <Icon name={CLASS_EMBLEM[look.characterType]} />
          {look.characterType}
        </p>
        <p
          className={`forge-reveal__quality forge-reveal__quality--${look.quality}`}
          data-testid="forge-reveal-quality"
        >
          {look.qualityText}
        </p>
        <p className="forge-reveal__name">{card.card.name}</p>
      </div>
      <p className="sr-only" role="status">
        {announced ? look.announcement : 'Forging a new battle card.'}
      </p>
      <button type="button" className="forge-reveal__skip" onClick={finish}>
        {announced ? 'Continue' : 'Skip'}
      </button>
    </div>
  );
}

/** The card's face when its picture cannot be shown: its class emblem, in its colours. */
function FallbackFace({ card, look }: { card: BattleCard; look: RevealLook }) {
  return (
    <div className="forge-reveal__fallback" data-testid="forge-reveal-fallback">
      <Icon name={CLASS_EMBLEM[look.characterType]} size="46%" label={look.characterType} />
      <span>{card.card.name}</span>
    </div>
  );
}

/** Sparks thrown out by the flare: more, and further, the stronger the card. */
function Sparks({ power }: { power: number }) {
  const count = 6 + power * 3;
  return (
    <span className="forge-reveal__sparks" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          style={
            {
              '--angle': `${(360 / count) * index + (index % 2) * 9}deg`,
              '--reach': 0.62 + ((index * 37) % 30) / 100 + power * 0.08,
              '--delay': `${(index % 4) * 45}ms`,
            } as CSSProperties
          }
        />
      ))}
    </span>
  );
}
