/**
 * A fought duel as anyone holding its replay link sees it (docs/RULES.md, "Shared
 * replays"): the fight and the cards' faces, with every card id replaced by the card's
 * place in the fight (p1..p5 for the sharer's side, o1 for the opponent) and every picture
 * named by the replay, so the answer holds no id that another call accepts, and nothing of
 * either player beyond their cards' faces.
 */
import {
  replayCardImagePath,
  type BattleCard,
  type DuelResult,
  type PublicReplay,
  type ReplayCard,
} from '@alchemy/contracts';
import type { ActiveEffect, AppliedEffect, CardState, DuelAction } from '@alchemy/game-rules';
import { StoredDataError } from '../lib/stored-data';

type Relabel = (id: string) => string;

/** The picture version a card's URL carries (cache-busting), kept for the replay's URL. */
function pictureVersion(imageUrl: string): string {
  return new URL(imageUrl, 'http://picture.invalid').searchParams.get('v') ?? '0';
}

const relabelState = (state: CardState, label: Relabel): CardState => ({
  ...state,
  id: label(state.id),
});

const relabelEffect = (effect: ActiveEffect, label: Relabel): ActiveEffect => ({
  ...effect,
  sourceId: label(effect.sourceId),
});

const relabelApplied = (effect: AppliedEffect, label: Relabel): AppliedEffect => ({
  ...effect,
  sourceId: label(effect.sourceId),
  targetId: label(effect.targetId),
});

/** One action with every card id in it relabelled; a new action type fails to compile here. */
function relabelAction(action: DuelAction, label: Relabel): DuelAction {
  switch (action.type) {
    case 'round-start':
      return {
        ...action,
        player: action.player.map((state) => relabelState(state, label)),
        opponent: action.opponent.map((state) => relabelState(state, label)),
        effects: Object.fromEntries(
          Object.entries(action.effects).map(([id, effects]) => [
            label(id),
            effects.map((effect) => relabelEffect(effect, label)),
          ]),
        ),
      };
    case 'attack':
      return { ...action, attackerId: label(action.attackerId), targetId: label(action.targetId) };
    case 'damage-taken':
      return { ...action, cardId: label(action.cardId), attackerId: label(action.attackerId) };
    case 'dodge':
      return { ...action, cardId: label(action.cardId), attackerId: label(action.attackerId) };
    case 'invulnerability':
      return { ...action, cardId: label(action.cardId), sourceId: label(action.sourceId) };
    case 'heal':
      return { ...action, cardId: label(action.cardId) };
    case 'drain':
    case 'reflect':
      return { ...action, cardId: label(action.cardId), targetId: label(action.targetId) };
    case 'ability-triggered':
      return { ...action, cardId: label(action.cardId), targetIds: action.targetIds.map(label) };
    case 'effects-applied':
      return {
        ...action,
        cardId: label(action.cardId),
        targetIds: action.targetIds.map(label),
        effects: action.effects.map((effect) => relabelApplied(effect, label)),
        states: action.states.map((state) => relabelState(state, label)),
      };
  }
}

/** The cards of the fight by slot: p1..p5 on the sharer's side, o1..o5 on the opponent's. */
export function replaySlots(duel: Pick<DuelResult, 'playerCards' | 'opponentCards'>) {
  const slots = new Map<string, BattleCard>();
  duel.playerCards.forEach((card, index) => slots.set(`p${index + 1}`, card));
  duel.opponentCards.forEach((card, index) => slots.set(`o${index + 1}`, card));
  return slots;
}

function replayCard(replayId: string, slot: string, card: BattleCard): ReplayCard {
  return {
    id: slot,
    level: card.level,
    quality: card.quality,
    isAscended: card.isAscended,
    attack: card.attack,
    defense: card.defense,
    health: card.health,
    speed: card.speed,
    skillTriggerChance: card.skillTriggerChance,
    card: {
      ...card.card,
      imageUrl: replayCardImagePath(replayId, slot, pictureVersion(card.card.imageUrl)),
    },
  };
}

/** The owner's duel result (already parsed from its row) as the public replay shows it. */
export function toPublicReplay(duel: DuelResult): PublicReplay {
  const slots = replaySlots(duel);
  const labels = new Map([...slots].map(([slot, card]) => [card.id, slot]));
  const label: Relabel = (id) => {
    const slot = labels.get(id);
    if (slot === undefined) {
      throw new StoredDataError(`duel ${duel.id}`, `an action names card ${id}, not in the fight`);
    }
    return slot;
  };
  const cards = [...slots].map(([slot, card]) => replayCard(duel.replayId, slot, card));
  return {
    replayId: duel.replayId,
    protocolVersion: duel.protocolVersion,
    animationSequence: duel.animationSequence.map((action) => relabelAction(action, label)),
    winner: duel.winner.map((state) => relabelState(state, label)),
    playerCards: cards.filter((card) => card.id.startsWith('p')),
    opponentCards: cards.filter((card) => card.id.startsWith('o')),
  };
}
