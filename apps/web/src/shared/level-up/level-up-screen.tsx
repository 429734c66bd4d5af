import type { LevelUnlock, LevelUp, UnlockPlace } from '@alchemy/game-rules';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import type { GameIconName } from '@/components/ui/icon-names';
import { formatNumber } from '@/lib/format';
import { playLevelUpSound } from './level-up-sound';
import './level-up-screen.css';

const PLACE: Record<UnlockPlace, { path: string; action: string }> = {
  crafting: { path: '/game/crafting', action: 'Go to Crafting' },
  lab: { path: '/game/lab', action: 'Go to the Lab' },
  arena: { path: '/game/arena', action: 'Go to the Arena' },
  market: { path: '/game/market', action: 'Open the Market' },
};

const ELEMENT_ICON: Record<string, GameIconName> = {
  Air: 'tornado',
  Earth: 'stone-pile',
  Wood: 'oak-leaf',
  Steel: 'metal-bar',
  Water: 'water-drop',
  Fire: 'flame',
};

interface UnlockText {
  icon: GameIconName;
  tag: string;
  title: string;
  detail: string;
  action: string;
}

/** An unlock in words: what it is called, what it does, and the button that goes to it. */
function unlockText(unlock: LevelUnlock): UnlockText {
  const action = PLACE[unlock.place].action;
  switch (unlock.kind) {
    case 'element':
      return {
        icon: ELEMENT_ICON[unlock.name] ?? 'magic-swirl',
        tag: 'New base element',
        title: unlock.name,
        detail: `${unlock.name} joins your crafting runs: new mixes, new discoveries.`,
        action: `Craft with ${unlock.name}`,
      };
    case 'card-class':
      return {
        icon: 'card-play',
        tag: 'New card class',
        title: `${unlock.name} cards`,
        detail: `The Lab can now forge ${unlock.name} cards, and you can send them to fight.`,
        action,
      };
    case 'market':
      return {
        icon: 'shop',
        tag: 'Now open',
        title: 'The Market',
        detail: 'Buy battle cards from other players and sell your own for magic dust.',
        action,
      };
    case 'duel-slots':
      return {
        icon: 'crossed-swords',
        tag: 'More duel slots',
        title: `${unlock.slots} cards a duel`,
        detail: `Send a team of ${unlock.slots} cards into every duel.`,
        action,
      };
    case 'lab-slots':
      return {
        icon: 'test-tubes',
        tag: 'Lab slots',
        title: unlock.rarities
          .map((rarity) => rarity[0]!.toUpperCase() + rarity.slice(1))
          .join(' · '),
        detail: `Your next cards are forged from ${unlock.rarities.length} items: stronger cards.`,
        action,
      };
  }
}

interface LevelUpScreenProps {
  levelUp: LevelUp;
  onClose: () => void;
}

/**
 * What a level brought (docs/RULES.md, "Level-ups"): the level, the diamonds and every
 * unlock by name, each with a button to where it is used. Opens with a fanfare; its
 * motion is a burst and a rise, calm (a fade) under reduced motion.
 */
export function LevelUpScreen({ levelUp, onClose }: LevelUpScreenProps) {
  useEffect(() => playLevelUpSound(), []);
  return (
    <Dialog open onClose={onClose} label={`Level ${levelUp.to}`} className="level-up">
      <div className="level-up__body" data-testid="level-up">
        <span className="level-up__crest" aria-hidden="true">
          <span className="level-up__rays" />
          <span className="level-up__number">{levelUp.to}</span>
        </span>
        <p className="level-up__eyebrow">Level Up!</p>
        <h2 className="level-up__title">You reached level {levelUp.to}</h2>
        {levelUp.diamonds > 0 && (
          <p className="level-up__reward">
            <Icon name="cut-diamond" size="22px" />+{formatNumber(levelUp.diamonds)} diamonds
          </p>
        )}
        {levelUp.unlocks.length > 0 ? (
          <ul className="level-up__unlocks" aria-label="Unlocked">
            {levelUp.unlocks.map((unlock, index) => {
              const text = unlockText(unlock);
              return (
                <li
                  key={`${unlock.kind}-${unlock.level}-${index}`}
                  className="level-up__unlock"
                  style={{ '--i': index } as React.CSSProperties}
                >
                  <span className="level-up__unlock-icon" aria-hidden="true">
                    <Icon name={text.icon} size="28px" />
                  </span>
                  <span className="level-up__unlock-text">
                    <span className="level-up__unlock-tag">{text.tag}</span>
                    <span className="level-up__unlock-title">{text.title}</span>
                    <span className="level-up__unlock-detail">{text.detail}</span>
                  </span>
                  <ButtonLink
                    to={PLACE[unlock.place].path}
                    variant="secondary"
                    className="level-up__go"
                    onClick={onClose}
                  >
                    {text.action}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="level-up__none">Your cards grow stronger with every level.</p>
        )}
        <Button variant="primary" block onClick={onClose}>
          Continue
        </Button>
      </div>
    </Dialog>
  );
}
