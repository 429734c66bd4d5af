/**
 * The duel engine (docs/RULES.md, "Duel engine"). Pure and seeded: the same cards and
 * seed give a deep-equal result, so the server can store the seed, replay a fight, and a
 * test can pin one. Effects mean exactly what src/cards/skill-types.ts documents.
 *
 * A round: 'round-start' with both sides' states; every living card acts once, fastest
 * first (order fixed at the start of the round from current speeds); at the end of the
 * round every effect but stun loses a round. A card's turn:
 *   1. a running heal-over-time ticks ('heal');
 *   2. stunned: it skips the turn, and the stun loses one of its turns;
 *   3. it picks its target: the living opposing card with the lowest current health
 *      (ties: the first in the list);
 *   4. unless silenced, its skill triggers with skillTriggerChance: 'ability-triggered',
 *      'effects-applied' (stun, silence and debuff land on the target, the rest on the
 *      caster), then 'heal' for an instant heal or the first tick of a heal-over-time;
 *   5. it attacks: 'attack', then 'dodge' (the target's dodge roll), or 'invulnerability'
 *      (no damage), or 'damage-taken' with max(1, round(attack x 100 / (100 + defense)));
 *      after a hit a surviving target's reflect sends part of the health lost back
 *      ('reflect'), and the attacker's drain heals part of it ('drain') if it still lives.
 * The duel ends as soon as a side has no living card; after maxRounds the side with the
 * larger share of its total health left wins, and an exact tie goes to the opponent (the
 * defender holds the arena: the challenger has to win outright).
 */
import type { SkillEffect } from '../cards/skill-types';
import { createRng, type Rng } from '../rng';
import {
  DUEL_MAX_ROUNDS,
  type AppliedEffect,
  type CardState,
  type DuelAction,
  type DuelCard,
  type DuelInput,
  type DuelResult,
  type DuelSide,
  type RoundStartAction,
} from './duel-types';
import {
  addEffect,
  cardState,
  createFighter,
  currentAttack,
  currentDefense,
  currentSpeed,
  dodgePercentage,
  drainPercentage,
  effectsSnapshot,
  endRound,
  heal,
  hurt,
  isAlive,
  isInvulnerable,
  isSilenced,
  isStunned,
  reflectPercentage,
  spendStunTurn,
  type Fighter,
} from './fighter';

/** Damage = max(1, round(attack x 100 / (100 + defense))) (docs/RULES.md, "Duel engine"). */
export function duelDamage(attack: number, defense: number): number {
  return Math.max(1, Math.round((attack * 100) / (100 + defense)));
}

/** Effects that land on the card the caster attacks; every other effect lands on the caster. */
const isOffensive = (type: SkillEffect['type']): boolean =>
  type === 'stun' || type === 'silence' || type === 'debuff';

const receiverOf = (effect: SkillEffect, caster: Fighter, target: Fighter): Fighter =>
  isOffensive(effect.type) ? target : caster;

/** value% of a card's max health, at least 1 (a heal always does something). */
const healAmount = (fighter: Fighter, percent: number): number =>
  Math.max(1, Math.round((fighter.card.health * percent) / 100));

/** value% of an amount, at least 1 when both are positive (reflect and drain). */
const share = (amount: number, percent: number): number =>
  percent > 0 && amount > 0 ? Math.max(1, Math.round((amount * percent) / 100)) : 0;

function validate(input: DuelInput, maxRounds: number): void {
  if (input.player.length === 0 || input.opponent.length === 0) {
    throw new RangeError('each side needs at least one card');
  }
  const ids = [...input.player, ...input.opponent].map((card) => card.id);
  if (new Set(ids).size !== ids.length) throw new RangeError('card ids must be unique in a duel');
  for (const card of [...input.player, ...input.opponent]) {
    const stats = [card.attack, card.defense, card.speed];
    if (!stats.every((value) => Number.isFinite(value) && value >= 0)) {
      throw new RangeError(`card ${card.id}: stats must be finite and >= 0`);
    }
    if (!Number.isFinite(card.health) || card.health < 1) {
      throw new RangeError(`card ${card.id}: health must be >= 1`);
    }
    if (!(card.skillTriggerChance >= 0 && card.skillTriggerChance <= 1)) {
      throw new RangeError(`card ${card.id}: skillTriggerChance must be within 0..1`);
    }
  }
  if (!Number.isInteger(maxRounds) || maxRounds < 1) {
    throw new RangeError(`maxRounds must be an integer >= 1, got ${maxRounds}`);
  }
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Turn order: higher current speed, then higher base speed, then the side that goes first
 * this round (player on even rounds, opponent on odd ones, so neither side owns the
 * ties), then id. Ids are unique, so the order is total.
 */
function turnOrder(fighters: readonly Fighter[], round: number): Fighter[] {
  const playerFirst = round % 2 === 0;
  const alive = fighters.filter(isAlive);
  // Two cards (every 1 v 1) need one comparison, not a sort: win odds play 1,000 fights.
  if (alive.length === 2) {
    if (compareTurns(alive[0]!, alive[1]!, playerFirst) > 0) alive.reverse();
  } else if (alive.length > 2) {
    alive.sort((a, b) => compareTurns(a, b, playerFirst));
  }
  return alive;
}

const sideRank = (fighter: Fighter, playerFirst: boolean): number =>
  fighter.isPlayer === playerFirst ? 0 : 1;

/** Negative when `a` acts before `b` (see turnOrder); never 0, ids being unique. */
function compareTurns(a: Fighter, b: Fighter, playerFirst: boolean): number {
  return (
    currentSpeed(b) - currentSpeed(a) ||
    b.card.speed - a.card.speed ||
    sideRank(a, playerFirst) - sideRank(b, playerFirst) ||
    compareIds(a.card.id, b.card.id)
  );
}

/** The living opposing card with the lowest current health; ties: the first in the list. */
function pickTarget(opponents: readonly Fighter[]): Fighter | undefined {
  let target: Fighter | undefined;
  for (const fighter of opponents) {
    if (
      isAlive(fighter) &&
      (target === undefined || fighter.currentHealth < target.currentHealth)
    ) {
      target = fighter;
    }
  }
  return target;
}

function healthLeft(side: readonly Fighter[]): number {
  let sum = 0;
  for (const fighter of side) sum += fighter.currentHealth;
  return sum;
}

function maxHealth(side: readonly Fighter[]): number {
  let sum = 0;
  for (const fighter of side) sum += fighter.card.health;
  return sum;
}

class Duel {
  readonly actions: DuelAction[] = [];
  private readonly player: Fighter[];
  private readonly opponent: Fighter[];

  constructor(
    player: readonly DuelCard[],
    opponent: readonly DuelCard[],
    private readonly rng: Rng,
    /** false: only the outcome matters (win odds), so skip the costly state snapshots. */
    private readonly recording = true,
  ) {
    this.player = player.map((card) => createFighter(card, true));
    this.opponent = opponent.map((card) => createFighter(card, false));
    this.fighters = [...this.player, ...this.opponent];
  }

  /** Player side first, each side in input order. */
  readonly fighters: readonly Fighter[];

  private record(action: DuelAction): void {
    if (this.recording) this.actions.push(action);
  }

  isOver(): boolean {
    return !this.player.some(isAlive) || !this.opponent.some(isAlive);
  }

  winner(): DuelSide {
    if (!this.opponent.some(isAlive)) return 'player';
    if (!this.player.some(isAlive)) return 'opponent';
    // Compare current / max across multiplied out, so no float rounding decides a duel.
    const playerShare = healthLeft(this.player) * maxHealth(this.opponent);
    const opponentShare = healthLeft(this.opponent) * maxHealth(this.player);
    return playerShare > opponentShare ? 'player' : 'opponent';
  }

  finalStates(): CardState[] {
    return this.fighters.map(cardState);
  }

  playRound(round: number): void {
    if (this.recording) this.recordRoundStart(round);
    for (const fighter of turnOrder(this.fighters, round)) {
      if (this.isOver()) return;
      if (isAlive(fighter)) this.takeTurn(fighter);
    }
    if (this.isOver()) return;
    for (const fighter of this.fighters) endRound(fighter);
  }

  private recordRoundStart(round: number): void {
    const effects: RoundStartAction['effects'] = {};
    for (const fighter of this.fighters) {
      if (fighter.effects.length > 0) effects[fighter.card.id] = effectsSnapshot(fighter);
    }
    this.record({
      type: 'round-start',
      round,
      player: this.player.map(cardState),
      opponent: this.opponent.map(cardState),
      effects,
    });
  }

  private takeTurn(fighter: Fighter): void {
    this.tickHealOverTime(fighter);
    if (isStunned(fighter)) {
      spendStunTurn(fighter);
      return;
    }
    const target = pickTarget(fighter.isPlayer ? this.opponent : this.player);
    if (target === undefined) return;
    const { skill } = fighter.card;
    if (skill !== null && !isSilenced(fighter) && fighter.card.skillTriggerChance > 0) {
      if (this.rng.chance(fighter.card.skillTriggerChance)) this.castSkill(fighter, target);
    }
    this.attack(fighter, target);
  }

  private tickHealOverTime(fighter: Fighter): void {
    const running = fighter.effects.find((effect) => effect.type === 'heal');
    if (running !== undefined) this.heal(fighter, running.value);
  }

  private heal(fighter: Fighter, percent: number): void {
    const amount = heal(fighter, healAmount(fighter, percent));
    if (amount > 0) {
      this.record({
        type: 'heal',
        cardId: fighter.card.id,
        amount,
        currentHealth: fighter.currentHealth,
      });
    }
  }

  private castSkill(caster: Fighter, target: Fighter): void {
    const skill = caster.card.skill;
    if (skill === null) return;
    if (this.recording) {
      this.record({
        type: 'ability-triggered',
        cardId: caster.card.id,
        skillName: skill.name,
        targetIds: [
          ...new Set(skill.effects.map((effect) => receiverOf(effect, caster, target).card.id)),
        ],
      });
    }
    // Only a recorded fight keeps what landed: win odds cast a skill in most of their
    // thousand fights, and these objects were most of their cost.
    const applied: AppliedEffect[] | null = this.recording ? [] : null;
    const heals: number[] = [];
    for (const effect of skill.effects) {
      const receiver = receiverOf(effect, caster, target);
      // Stun and silence carry a chance to land (the library always uses 100).
      const mayMiss = effect.type === 'stun' || effect.type === 'silence';
      if (mayMiss && effect.value < 100 && !this.rng.chance(effect.value / 100)) continue;
      if (effect.type === 'heal') {
        heals.push(effect.value);
        if (effect.duration === 0) {
          applied?.push({
            type: effect.type,
            property: effect.property,
            value: effect.value,
            remaining: 0,
            sourceId: caster.card.id,
            targetId: receiver.card.id,
          });
          continue;
        }
      }
      const active = addEffect(receiver, effect, caster.card.id);
      applied?.push({ ...active, targetId: receiver.card.id });
    }
    if (applied !== null && applied.length > 0) this.recordEffects(caster, skill.name, applied);
    // An instant heal, or a heal-over-time's first tick: the caster's turn has already
    // begun, so this round's tick lands now and the effect ticks `duration` times in all.
    for (const percent of heals) this.heal(caster, percent);
  }

  private recordEffects(caster: Fighter, skillName: string, applied: AppliedEffect[]): void {
    const receivers = [...new Set(applied.map((effect) => effect.targetId))];
    this.record({
      type: 'effects-applied',
      cardId: caster.card.id,
      skillName,
      targetIds: receivers,
      effects: applied,
      states: this.fighters.filter((f) => receivers.includes(f.card.id)).map(cardState),
    });
  }

  private attack(attacker: Fighter, target: Fighter): void {
    const attackerId = attacker.card.id;
    const targetId = target.card.id;
    // The most frequent actions: not even built when only the outcome matters.
    if (this.recording) this.record({ type: 'attack', attackerId, targetId });
    const dodge = dodgePercentage(target);
    if (dodge > 0 && this.rng.next() * 100 < dodge) {
      this.record({ type: 'dodge', cardId: targetId, attackerId });
      return;
    }
    if (isInvulnerable(target)) {
      this.record({ type: 'invulnerability', cardId: targetId, sourceId: attackerId });
      return;
    }
    const amount = hurt(target, duelDamage(currentAttack(attacker), currentDefense(target)));
    if (this.recording) {
      this.record({
        type: 'damage-taken',
        cardId: targetId,
        attackerId,
        amount,
        currentHealth: target.currentHealth,
      });
    }
    // A card the hit killed reflects nothing: dead cards do nothing, and both sides can
    // never fall on the same hit.
    const reflected = isAlive(target) ? share(amount, reflectPercentage(target)) : 0;
    if (reflected > 0) {
      if (isInvulnerable(attacker)) {
        this.record({ type: 'invulnerability', cardId: attackerId, sourceId: targetId });
      } else {
        this.record({
          type: 'reflect',
          cardId: targetId,
          targetId: attackerId,
          amount: hurt(attacker, reflected),
          targetCurrentHealth: attacker.currentHealth,
        });
      }
    }
    const drained = isAlive(attacker)
      ? heal(attacker, share(amount, drainPercentage(attacker)))
      : 0;
    if (drained > 0) {
      this.record({
        type: 'drain',
        cardId: attackerId,
        targetId,
        amount: drained,
        currentHealth: attacker.currentHealth,
      });
    }
  }
}

function fight(input: DuelInput, recording: boolean): { duel: Duel; rounds: number } {
  const maxRounds = input.maxRounds ?? DUEL_MAX_ROUNDS;
  validate(input, maxRounds);
  return play(input, input.seed, maxRounds, recording);
}

function play(input: Omit<DuelInput, 'seed'>, seed: number, maxRounds: number, recording: boolean) {
  const duel = new Duel(input.player, input.opponent, createRng(seed), recording);
  let rounds = 0;
  while (rounds < maxRounds && !duel.isOver()) {
    rounds += 1;
    duel.playRound(rounds);
  }
  return { duel, rounds };
}

/**
 * Only who wins: the same fight as simulateDuel (same seed, same random draws, same
 * winner) without writing the state snapshots the playback needs, so win odds can run
 * a thousand fights within the arena's time budget.
 */
export function duelWinner(input: DuelInput): DuelSide {
  return fight(input, false).duel.winner();
}

/** duelWinner for the same cards under many seeds; the cards are checked once. */
export function duelWinners(input: Omit<DuelInput, 'seed'>, seeds: readonly number[]): DuelSide[] {
  return [...eachDuelWinner(input, seeds)];
}

/**
 * duelWinners one fight at a time, in the seeds' order: a caller that has its answer
 * early (win-odds.ts, winsAtLeast) stops fighting. The cards are checked before the first.
 */
export function* eachDuelWinner(
  input: Omit<DuelInput, 'seed'>,
  seeds: readonly number[],
): Generator<DuelSide, void, undefined> {
  const maxRounds = input.maxRounds ?? DUEL_MAX_ROUNDS;
  validate({ ...input, seed: 0 }, maxRounds);
  for (const seed of seeds) yield play(input, seed, maxRounds, false).duel.winner();
}

export function simulateDuel(input: DuelInput): DuelResult {
  const { duel, rounds } = fight(input, true);
  return {
    actions: duel.actions,
    winner: duel.winner(),
    rounds,
    finalStates: duel.finalStates(),
  };
}
