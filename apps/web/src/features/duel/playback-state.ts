/**
 * What the duel screen shows at each step of the replay: every card's state plus the
 * passing effects of the last action (an animation, a banner, floating numbers). Pure:
 * the screen only folds the server's action list through applyAction (one simulation, one
 * truth: docs/RULES.md, "Duel playback"), so a skip is the same fold done at once.
 */
import type { BattleCard } from '@alchemy/contracts';
import type { CardState, DuelAction } from '@alchemy/game-rules';

export type CardAnimation =
  | 'idle'
  | 'attacking'
  | 'damaged'
  | 'healing'
  | 'ability-triggered'
  | 'dodging'
  | 'reflecting'
  | 'draining';

export interface Floater {
  /** The step that made it: unique per card, and the React key. */
  step: number;
  kind: 'damage' | 'heal';
  amount: number;
}

export interface DisplayCard {
  id: string;
  name: string;
  level: number;
  imageUrl: string;
  state: CardState;
  animation: CardAnimation;
  /** The step of the last animation, so the same animation twice in a row replays. */
  animationStep: number;
  banner: { text: string; step: number } | null;
  dodged: boolean;
  /** A hit is on screen: the card's visual effect is 'damaged' (unless invulnerable). */
  showingDamage: boolean;
  floaters: Floater[];
}

export interface PlaybackView {
  cards: Record<string, DisplayCard>;
  playerIds: string[];
  opponentIds: string[];
  round: number;
  /** Actions applied so far. */
  step: number;
}

/** Floating numbers outlive their action by a little, so a fast one still finishes rising. */
export const FLOATER_STEPS = 2;

function stateOf(card: BattleCard, isPlayer: boolean): CardState {
  return {
    id: card.id,
    isPlayer,
    health: card.health,
    currentHealth: card.health,
    attack: card.attack,
    currentAttack: card.attack,
    defense: card.defense,
    currentDefense: card.defense,
    speed: card.speed,
    currentSpeed: card.speed,
    dodgePercentage: 0,
    reflectPercentage: 0,
    drainPercentage: 0,
    isStunned: false,
    isInvulnerable: false,
  };
}

function displayOf(id: string, name: string, level: number, imageUrl: string, state: CardState) {
  return {
    id,
    name,
    level,
    imageUrl,
    state,
    animation: 'idle',
    animationStep: 0,
    banner: null,
    dodged: false,
    showingDamage: false,
    floaters: [],
  } satisfies DisplayCard;
}

/** The two sides before the first action, from the cards as they entered the duel. */
export function initialView(
  playerCards: readonly BattleCard[],
  opponentCards: readonly BattleCard[],
): PlaybackView {
  const cards: Record<string, DisplayCard> = {};
  for (const [list, isPlayer] of [
    [playerCards, true],
    [opponentCards, false],
  ] as const) {
    for (const card of list) {
      cards[card.id] = displayOf(
        card.id,
        card.card.name,
        card.level,
        card.card.imageUrl,
        stateOf(card, isPlayer),
      );
    }
  }
  return {
    cards,
    playerIds: playerCards.map((card) => card.id),
    opponentIds: opponentCards.map((card) => card.id),
    round: 0,
    step: 0,
  };
}

/**
 * Visual effect per card (docs/RULES.md, "Duel playback"): invulnerability, else damaged,
 * else idle.
 */
export type VisualEffect = 'invulnerability' | 'damaged' | 'idle';

export function visualEffect(card: DisplayCard): VisualEffect {
  if (card.state.isInvulnerable) return 'invulnerability';
  return card.showingDamage ? 'damaged' : 'idle';
}

/** The actor of an action, whose turn it is: another card's banner then fades. */
function actorOf(action: DuelAction): string | null {
  if (action.type === 'attack') return action.attackerId;
  if (action.type === 'ability-triggered') return action.cardId;
  return null;
}

/** The passing effects of the previous action end when the next one starts. */
function settle(card: DisplayCard, step: number, action: DuelAction): DisplayCard {
  const actor = actorOf(action);
  const bannerEnds = action.type === 'round-start' || (actor !== null && actor !== card.id);
  return {
    ...card,
    animation: 'idle',
    dodged: false,
    showingDamage: false,
    banner: bannerEnds ? null : card.banner,
    floaters: card.floaters.filter((floater) => floater.step > step - FLOATER_STEPS),
  };
}

type CardPatch = (card: DisplayCard) => Partial<DisplayCard>;

function patch(view: PlaybackView, id: string, change: CardPatch): void {
  const card = view.cards[id];
  if (card) view.cards[id] = { ...card, ...change(card) };
}

const animate = (animation: CardAnimation, step: number) => ({ animation, animationStep: step });

const withHealth = (card: DisplayCard, currentHealth: number): CardState => ({
  ...card.state,
  currentHealth: Math.max(0, currentHealth),
});

const floater = (card: DisplayCard, item: Floater): Floater[] => [...card.floaters, item];

/** The view after one more action. Returns a new view; the old one is left as it was. */
export function applyAction(previous: PlaybackView, action: DuelAction): PlaybackView {
  const step = previous.step + 1;
  const cards: Record<string, DisplayCard> = {};
  for (const [id, card] of Object.entries(previous.cards)) cards[id] = settle(card, step, action);
  const view: PlaybackView = { ...previous, cards, step };

  switch (action.type) {
    case 'round-start': {
      view.round = action.round;
      for (const state of [...action.player, ...action.opponent]) {
        if (!view.cards[state.id]) {
          view.cards[state.id] = displayOf(state.id, state.id, 1, '', state);
          (state.isPlayer ? view.playerIds : view.opponentIds).push(state.id);
        }
        patch(view, state.id, () => ({ state }));
      }
      break;
    }
    case 'attack':
      patch(view, action.attackerId, () => animate('attacking', step));
      break;
    case 'damage-taken':
      patch(view, action.cardId, (card) => ({
        ...animate('damaged', step),
        state: withHealth(card, action.currentHealth),
        showingDamage: true,
        floaters: floater(card, { step, kind: 'damage', amount: action.amount }),
      }));
      break;
    case 'dodge':
      patch(view, action.cardId, () => ({ ...animate('dodging', step), dodged: true }));
      break;
    case 'invulnerability':
      // The hit landed on a shield: the card's invulnerability effect already shows it.
      patch(view, action.cardId, () => animate('idle', step));
      break;
    case 'heal':
      patch(view, action.cardId, (card) => ({
        ...animate('healing', step),
        state: withHealth(card, action.currentHealth),
        floaters: floater(card, { step, kind: 'heal', amount: action.amount }),
      }));
      break;
    case 'drain':
      patch(view, action.cardId, (card) => ({
        ...animate('draining', step),
        state: withHealth(card, action.currentHealth),
        floaters: floater(card, { step, kind: 'heal', amount: action.amount }),
      }));
      break;
    case 'reflect':
      patch(view, action.cardId, () => animate('reflecting', step));
      patch(view, action.targetId, (card) => ({
        ...animate('damaged', step),
        state: withHealth(card, action.targetCurrentHealth),
        showingDamage: true,
        floaters: floater(card, { step, kind: 'damage', amount: action.amount }),
      }));
      break;
    case 'ability-triggered':
      patch(view, action.cardId, () => ({
        ...animate('ability-triggered', step),
        banner: { text: action.skillName, step },
      }));
      break;
    case 'effects-applied':
      for (const state of action.states) patch(view, state.id, () => ({ state }));
      break;
  }
  return view;
}

/** Every action at once: the state a skip jumps to. */
export function applyAll(view: PlaybackView, actions: readonly DuelAction[]): PlaybackView {
  return actions.reduce(applyAction, view);
}
