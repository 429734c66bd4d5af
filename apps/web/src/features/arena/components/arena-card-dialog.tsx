import { type BattleCard, ruleMessage } from '@alchemy/contracts';
import { describeEffect, parseSkill, type Balances } from '@alchemy/game-rules';
import type { CardActions } from '@/components/card-actions/use-card-actions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { ArenaCardActions } from './arena-card-actions';

/**
 * What the detail dialog reports back: selected from its button; purged and ascended
 * through the shared card actions, once their confirmation or result dialog is done.
 */
export type CardDialogOutcome =
  | { type: 'selected'; card: BattleCard }
  | { type: 'purged'; card: BattleCard }
  /** The improved or ascended card: the details reopen with it. */
  | { type: 'ascended'; card: BattleCard };

interface ArenaCardDialogProps {
  card: BattleCard | null;
  /** The player's purse, for the improve / ascend button. */
  balances: Balances;
  /** Purge and improve / ascend, the lab's flow. */
  actions: CardActions;
  /** Absent: view-only (the opponent, or a card already in a slot). */
  onOutcome?: (outcome: CardDialogOutcome) => void;
  onClose: () => void;
}

/** A card's details; the player's own cards can be selected, purged or improved from here. */
export function ArenaCardDialog({
  card,
  balances,
  actions,
  onOutcome,
  onClose,
}: ArenaCardDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      label={card ? card.card.name : 'Battle card'}
      className="arena-dialog"
    >
      {card && (
        <article className={`arena-details arena-details--${card.quality}`}>
          <header className="arena-details__header">
            <img
              className="arena-details__art"
              src={card.card.imageUrl}
              alt={`Picture of ${card.card.name}`}
              width={200}
              height={280}
            />
            <div>
              <h2 className="arena-details__name">{card.card.name}</h2>
              <p className="arena-details__tags">
                <span>{card.card.characterType}</span>
                <span className={`quality-badge quality-badge--${card.quality}`}>
                  {card.quality}
                </span>
                <span>Lvl {card.level}</span>
                {card.isAscended && <Icon name="crown" label="Ascended" />}
              </p>
              <p className="arena-details__requires">Requires level {card.requiredLevel}</p>
            </div>
          </header>
          {card.card.description && <p className="arena-details__desc">{card.card.description}</p>}
          <dl className="arena-details__stats">
            <Stat label="Attack" value={card.attack} />
            <Stat label="Defense" value={card.defense} />
            <Stat label="Health" value={card.health} />
            <Stat label="Speed" value={card.speed} />
            <Stat label="Skill chance" value={`${Math.round(card.skillTriggerChance * 100)}%`} />
          </dl>
          <SkillText text={card.card.skill} />
          {onOutcome && card.isListed && (
            <p className="arena-details__note">{ruleMessage({ code: 'CARD_LISTED' })}</p>
          )}
          <footer className="arena-details__actions">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            {onOutcome && <ArenaCardActions card={card} balances={balances} actions={actions} />}
            {onOutcome && (
              <Button
                icon="crossed-swords"
                disabled={card.isListed}
                onClick={() => onOutcome({ type: 'selected', card })}
              >
                Select
              </Button>
            )}
          </footer>
        </article>
      )}
    </Dialog>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="arena-details__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SkillText({ text }: { text: string }) {
  const skill = parseSkill(text);
  return (
    <section className="arena-details__skill" aria-label="Skill">
      <h3>
        Skill: <span>{skill ? skill.name : 'None'}</span>
      </h3>
      {skill && (
        <ul>
          {skill.effects.map((effect, index) => (
            <li key={index}>{describeEffect(effect)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
