/**
 * What the duel screen shows at each step of the replay: every card's state plus the
 * passing effects of the last action (a motion, a cue with its own look and sound, a
 * banner, floating numbers). Pure: the screen only folds the server's action list through
 * applyAction (one simulation, one truth: docs/RULES.md, "Duel playback"), so a skip is
 * the same fold done at once.
 */
import { parseSkill, type CardState, type DuelAction, type EffectType } from '@alchemy/game-rules';
import type { FighterCard } from './duel-actions';
import { isAttackOutcome } from './playback-timing';

/** The spec's per-card animation types (docs/RULES.md, "Duel playback"). */
export type CardAnimation =
  | 'idle'
  | 'attacking'
  | 'damaged'
  | 'healing'
  | 'ability-triggered'
  | 'dodging'
  | 'reflecting'
  | 'draining';

interface Floater {
  /** The step that made it: unique per card, and the React key. */
  step: number;
  /** damage '-N' red, heal '+N' green, drain '+N' crimson, blocked 'Blocked' gold. */
  kind: 'damage' | 'heal' | 'drain' | 'blocked';
  amount: number;
  /** A blow of a fifth of the card's health or more: a bigger number, a harder shake. */
  heavy: boolean;
}

/**
 * What just happened to a card, each with its own look and sound (components/fighter-fx,
 * duel-sounds.ts): a hit, a heavy hit, a knockout, a dodge, a blow on a shield, a reflect
 * (the card that reflects) and the reflected blow (its attacker), a drain, a heal, a skill
 * cast, and the effects a skill made land on the card.
 */
export type CueKind =
  | 'hit'
  | 'heavy-hit'
  | 'knockout'
  | 'dodge'
  | 'blocked'
  | 'reflect'
  | 'reflected'
  | 'drain'
  | 'heal'
  | 'skill'
  | 'effects';

export interface Cue {
  kind: CueKind;
  step: number;
  /** The skill cast ('skill') or whose effects landed ('effects'). */
  skill?: string;
  /** The effects that landed on this card ('effects'), in the skill's order. */
  effects?: EffectType[];
}

export interface DisplayCard {
  id: string;
  name: string;
  level: number;
  imageUrl: string;
  /** What the card's skill does, in its order: the look and sound of its casts. */
  skillEffects: EffectType[];
  state: CardState;
  animation: CardAnimation;
  /** The step of the last animation, so the same animation twice in a row replays. */
  animationStep: number;
  banner: { text: string; step: number } | null;
  dodged: boolean;
  /** A hit is on screen: the card's visual effect is 'damaged' (unless invulnerable). */
  showingDamage: boolean;
  floaters: Floater[];
  cue: Cue | null;
  /** Fell in this fight: it lies knocked out for the rest of it. */
  down: boolean;
}

export interface PlaybackView {
  cards: Record<string, DisplayCard>;
  playerIds: string[];
  opponentIds: string[];
  round: number;
  /** Actions applied so far. */
  step: number;
  /** The action applied last, to tell an attack's outcome from a new turn. */
  last: DuelAction | null;
}

/** Floating numbers outlive their action by a little, so a fast one still finishes rising. */
const FLOATER_STEPS = 2;
/** A blow that takes at least this share of a card's max health is a heavy one. */
const HEAVY_HIT_SHARE = 0.2;

function stateOf(card: FighterCard, isPlayer: boolean): CardState {
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

function displayOf(
  id: string,
  name: string,
  level: number,
  imageUrl: string,
  state: CardState,
  skillText = '',
): DisplayCard {
  return {
    id,
    name,
    level,
    imageUrl,
    skillEffects: parseSkill(skillText)?.effects.map((effect) => effect.type) ?? [],
    state,
    animation: 'idle',
    animationStep: 0,
    banner: null,
    dodged: false,
    showingDamage: false,
    floaters: [],
    cue: null,
    down: state.currentHealth <= 0,
  };
}

/** The two sides before the first action, from the cards as they entered the duel. */
export function initialView(
  playerCards: readonly FighterCard[],
  opponentCards: readonly FighterCard[],
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
        card.card.skill,
      );
    }
  }
  return {
    cards,
    playerIds: playerCards.map((card) => card.id),
    opponentIds: opponentCards.map((card) => card.id),
    round: 0,
    step: 0,
    last: null,
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

/**
 * The passing effects of the previous action end when the next one starts. A card with
 * nothing passing is returned as it was, so the screen need not draw it again.
 */
function settle(
  card: DisplayCard,
  step: number,
  action: DuelAction,
  last: DuelAction | null,
): DisplayCard {
  const actor = actorOf(action);
  const bannerEnds = action.type === 'round-start' || (actor !== null && actor !== card.id);
  // The attacker is still on its lunge when the blow lands: its motion plays on.
  const lunging =
    card.animation === 'attacking' &&
    last?.type === 'attack' &&
    last.attackerId === card.id &&
    isAttackOutcome(last, action);
  const floaters = card.floaters.filter((floater) => floater.step > step - FLOATER_STEPS);
  const still =
    (card.animation === 'idle' || lunging) &&
    !card.dodged &&
    !card.showingDamage &&
    card.cue === null &&
    !(bannerEnds && card.banner !== null) &&
    floaters.length === card.floaters.length;
  if (still) return card;
  return {
    ...card,
    animation: lunging ? 'attacking' : 'idle',
    dodged: false,
    showingDamage: false,
    cue: null,
    banner: bannerEnds ? null : card.banner,
    floaters,
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

const isHeavy = (card: DisplayCard, amount: number): boolean =>
  amount >= card.state.health * HEAVY_HIT_SHARE;

/** A card losing health: its number, its bar, and its cue (heavy, or the knockout). */
function wound(
  card: DisplayCard,
  step: number,
  amount: number,
  healthAfter: number,
  kind: CueKind,
): Partial<DisplayCard> {
  const heavy = isHeavy(card, amount);
  const knockedOut = healthAfter <= 0;
  return {
    ...animate('damaged', step),
    state: withHealth(card, healthAfter),
    showingDamage: true,
    floaters: floater(card, { step, kind: 'damage', amount, heavy }),
    cue: { kind: knockedOut ? 'knockout' : heavy && kind === 'hit' ? 'heavy-hit' : kind, step },
    down: knockedOut,
  };
}

/** The view after one more action. Returns a new view; the old one is left as it was. */
export function applyAction(previous: PlaybackView, action: DuelAction): PlaybackView {
  const step = previous.step + 1;
  const cards: Record<string, DisplayCard> = {};
  for (const [id, card] of Object.entries(previous.cards)) {
    cards[id] = settle(card, step, action, previous.last);
  }
  const view: PlaybackView = {
    ...previous,
    playerIds: [...previous.playerIds],
    opponentIds: [...previous.opponentIds],
    cards,
    step,
    last: action,
  };

  switch (action.type) {
    case 'round-start': {
      view.round = action.round;
      for (const state of [...action.player, ...action.opponent]) {
        if (!view.cards[state.id]) {
          view.cards[state.id] = displayOf(state.id, state.id, 1, '', state);
          (state.isPlayer ? view.playerIds : view.opponentIds).push(state.id);
        }
        patch(view, state.id, () => ({ state, down: state.currentHealth <= 0 }));
      }
      break;
    }
    case 'attack':
      patch(view, action.attackerId, () => animate('attacking', step));
      break;
    case 'damage-taken':
      patch(view, action.cardId, (card) =>
        wound(card, step, action.amount, action.currentHealth, 'hit'),
      );
      break;
    case 'dodge':
      patch(view, action.cardId, () => ({
        ...animate('dodging', step),
        dodged: true,
        cue: { kind: 'dodge', step },
      }));
      break;
    case 'invulnerability':
      // The blow landed on a shield: it flares, and 'Blocked' rises where a number would.
      patch(view, action.cardId, (card) => ({
        ...animate('idle', step),
        cue: { kind: 'blocked', step },
        floaters: floater(card, { step, kind: 'blocked', amount: 0, heavy: false }),
      }));
      break;
    case 'heal':
      patch(view, action.cardId, (card) => ({
        ...animate('healing', step),
        state: withHealth(card, action.currentHealth),
        cue: { kind: 'heal', step },
        floaters: floater(card, { step, kind: 'heal', amount: action.amount, heavy: false }),
      }));
      break;
    case 'drain':
      patch(view, action.cardId, (card) => ({
        ...animate('draining', step),
        state: withHealth(card, action.currentHealth),
        cue: { kind: 'drain', step },
        floaters: floater(card, { step, kind: 'drain', amount: action.amount, heavy: false }),
      }));
      break;
    case 'reflect':
      patch(view, action.cardId, () => ({
        ...animate('reflecting', step),
        cue: { kind: 'reflect', step },
      }));
      patch(view, action.targetId, (card) =>
        wound(card, step, action.amount, action.targetCurrentHealth, 'reflected'),
      );
      break;
    case 'ability-triggered':
      patch(view, action.cardId, () => ({
        ...animate('ability-triggered', step),
        banner: { text: action.skillName, step },
        cue: { kind: 'skill', step, skill: action.skillName },
      }));
      break;
    case 'effects-applied':
      for (const state of action.states) patch(view, state.id, () => ({ state }));
      for (const id of action.targetIds) {
        const effects = action.effects
          .filter((effect) => effect.targetId === id)
          .map((effect) => effect.type);
        patch(view, id, () => ({
          cue: { kind: 'effects', step, skill: action.skillName, effects },
        }));
      }
      break;
  }
  return view;
}

/** Every action at once: the state a skip jumps to. */
export function applyAll(view: PlaybackView, actions: readonly DuelAction[]): PlaybackView {
  return actions.reduce(applyAction, view);
}

/**
 * The view after the first `count` actions, with nothing passing on screen: where a
 * resumed fight picks up (no number rises again for a blow already seen).
 */
export function viewAfter(
  start: PlaybackView,
  actions: readonly DuelAction[],
  count: number,
): PlaybackView {
  const view = applyAll(start, actions.slice(0, count));
  const cards: Record<string, DisplayCard> = {};
  for (const [id, card] of Object.entries(view.cards)) {
    cards[id] = {
      ...card,
      animation: 'idle',
      dodged: false,
      showingDamage: false,
      floaters: [],
      cue: null,
      banner: null,
    };
  }
  return { ...view, cards };
}
