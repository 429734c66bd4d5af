/**
 * Why a duel ended, in words made from its action list (docs/RULES.md, "Duel playback"),
 * for the result: 'Ironhide Tusk fell to a 38-damage strike in round 7.', or that time ran
 * out after 30 rounds and who kept more health. A skill of the winning side cast in the
 * last three rounds is named first when it turned the fight ('Frostbite stunned Clockwork
 * Tuskcore for 2 turns.'). Like the battle log, it reads only the actions.
 */
import { countOf } from '@alchemy/contracts';
import type { AppliedEffect, DuelAction, EffectType } from '@alchemy/game-rules';

type Names = Readonly<Record<string, string>>;

interface Fallen {
  cardId: string;
  round: number;
  /** The blow: a strike of `amount`, or the card's own blow reflected by `reflector`. */
  amount: number;
  reflector: string | null;
}

interface Cast {
  round: number;
  skillName: string;
  effects: AppliedEffect[];
}

/** A skill is named only when it came this close to the end. */
const TURNING_ROUNDS = 3;

/** Which of a cast's effects tells its part in the end, first match wins. */
const TELLING_ORDER: readonly EffectType[] = [
  'stun',
  'silence',
  'invulnerability',
  'debuff',
  'buff',
  'drain',
  'reflect',
  'dodge',
  'heal',
];

interface Folded {
  rounds: number;
  health: Map<string, { current: number; max: number; isPlayer: boolean }>;
  fallen: Fallen[];
  casts: Map<boolean, Cast[]>;
}

/** Health at the end, who fell and when, and each side's skill casts, from the actions. */
function fold(actions: readonly DuelAction[]): Folded {
  const folded: Folded = { rounds: 0, health: new Map(), fallen: [], casts: new Map() };
  const setHealth = (id: string, current: number) => {
    const card = folded.health.get(id);
    if (card) card.current = Math.max(0, current);
  };
  for (const action of actions) {
    switch (action.type) {
      case 'round-start':
        folded.rounds = action.round;
        for (const state of [...action.player, ...action.opponent]) {
          folded.health.set(state.id, {
            current: Math.max(0, state.currentHealth),
            max: state.health,
            isPlayer: state.isPlayer,
          });
        }
        break;
      case 'damage-taken':
        setHealth(action.cardId, action.currentHealth);
        if (action.currentHealth <= 0) {
          folded.fallen.push({
            cardId: action.cardId,
            round: folded.rounds,
            amount: action.amount,
            reflector: null,
          });
        }
        break;
      case 'reflect':
        setHealth(action.targetId, action.targetCurrentHealth);
        if (action.targetCurrentHealth <= 0) {
          folded.fallen.push({
            cardId: action.targetId,
            round: folded.rounds,
            amount: action.amount,
            reflector: action.cardId,
          });
        }
        break;
      case 'heal':
      case 'drain':
        setHealth(action.cardId, action.currentHealth);
        break;
      case 'effects-applied': {
        const side = folded.health.get(action.cardId)?.isPlayer;
        if (side === undefined || action.effects.length === 0) break;
        const list = folded.casts.get(side) ?? [];
        list.push({ round: folded.rounds, skillName: action.skillName, effects: action.effects });
        folded.casts.set(side, list);
        break;
      }
      default:
        break;
    }
  }
  return folded;
}

/** 'Ember Fox', 'Ember Fox and Tide Golem', 'Ember Fox, Tide Golem and Ash Wyrm'. */
function sideName(ids: readonly string[], name: (id: string) => string): string {
  const named = ids.map(name);
  if (named.length <= 1) return named[0] ?? '';
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** What one effect of a cast did, as a sentence, e.g. 'Frostbite stunned X for 2 turns.' */
function effectSentence(skill: string, effect: AppliedEffect, name: (id: string) => string) {
  const who = name(effect.targetId);
  const rounds = countOf(effect.remaining, 'round');
  switch (effect.type) {
    case 'stun':
      return `${skill} stunned ${who} for ${countOf(effect.remaining, 'turn')}.`;
    case 'silence':
      return `${skill} silenced ${who} for ${rounds}.`;
    case 'invulnerability':
      return `${skill} made ${who} invulnerable for ${rounds}.`;
    case 'debuff':
      return `${skill} cut ${who}'s ${effect.property} by ${effect.value}%.`;
    case 'buff':
      return `${skill} raised ${who}'s ${effect.property} by ${effect.value}%.`;
    case 'drain':
      return `${skill} let ${who} drain ${effect.value}% of the damage it dealt.`;
    case 'reflect':
      return `${skill} made ${who} reflect ${effect.value}% of the damage it took.`;
    case 'dodge':
      return `${skill} gave ${who} a ${effect.value}% chance to dodge.`;
    case 'heal':
      return `${skill} healed ${who}.`;
  }
}

/** The winning side's last skill close to the end, as the sentence of its telling effect. */
function turningPoint(folded: Folded, winnerIsPlayer: boolean, name: (id: string) => string) {
  const last = folded.casts.get(winnerIsPlayer)?.at(-1);
  if (!last || last.round < folded.rounds - (TURNING_ROUNDS - 1)) return null;
  for (const type of TELLING_ORDER) {
    const effect = last.effects.find((candidate) => candidate.type === type);
    if (effect) return effectSentence(last.skillName, effect, name);
  }
  return null;
}

/** Health kept in percent, with as many decimals (up to 2) as it takes to tell them apart. */
function healthShares(kept: number, lost: number): [string, string] {
  const format = (share: number, digits: number) => `${(share * 100).toFixed(digits)}%`;
  for (const digits of [0, 1]) {
    const shown: [string, string] = [format(kept, digits), format(lost, digits)];
    if (shown[0] !== shown[1]) return shown;
  }
  return [format(kept, 2), format(lost, 2)];
}

/**
 * Why the duel ended, in one or two sentences. `names` maps card ids to names (cardNames);
 * `winnerIsPlayer` is the result's winner side.
 */
export function endReason(
  actions: readonly DuelAction[],
  names: Names,
  winnerIsPlayer: boolean,
): string {
  const name = (id: string): string => names[id] ?? id;
  const folded = fold(actions);
  const losers = [...folded.health].filter(([, card]) => card.isPlayer !== winnerIsPlayer);
  const winners = [...folded.health].filter(([, card]) => card.isPlayer === winnerIsPlayer);
  const knockedOut = losers.length > 0 && losers.every(([, card]) => card.current <= 0);
  const turning = turningPoint(folded, winnerIsPlayer, name);

  let end: string;
  const last = [...folded.fallen].reverse().find((fall) => {
    const card = folded.health.get(fall.cardId);
    return card !== undefined && card.isPlayer !== winnerIsPlayer;
  });
  if (knockedOut && last) {
    const who = name(last.cardId);
    end =
      last.reflector === null
        ? `${who} fell to a ${last.amount}-damage strike in round ${last.round}.`
        : `${who} fell to its own blow, ${last.amount} damage reflected by ${name(last.reflector)}, in round ${last.round}.`;
  } else {
    const current = (side: typeof losers) => side.reduce((sum, [, card]) => sum + card.current, 0);
    const max = (side: typeof losers) => side.reduce((sum, [, card]) => sum + card.max, 0);
    const winner = sideName(
      winners.map(([id]) => id),
      name,
    );
    const loser = sideName(
      losers.map(([id]) => id),
      name,
    );
    const rounds = countOf(folded.rounds, 'round');
    // Compared as the engine does, multiplied out: an exact tie goes to the defender.
    if (current(winners) * max(losers) === current(losers) * max(winners)) {
      const both = `${Math.round((current(winners) / Math.max(1, max(winners))) * 100)}%`;
      end = `Time ran out after ${rounds} with both sides at ${both} of their health: a tie goes to the defender, ${winner}.`;
    } else {
      const [kept, lost] = healthShares(
        current(winners) / Math.max(1, max(winners)),
        current(losers) / Math.max(1, max(losers)),
      );
      const its = winners.length > 1 ? 'their' : 'its';
      end = `Time ran out after ${rounds}: ${winner} kept ${kept} of ${its} health, ${loser} ${lost}.`;
    }
  }
  return turning ? `${turning} ${end}` : end;
}
