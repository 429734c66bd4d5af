/**
 * Class balance of the duel engine (issue 5): 10,000 one-on-one duels between generated
 * cards of EQUAL level, levels spread over 1..60, items of the level's slot rarities and
 * random families (so only classes unlocked at that level come up). Run 1 gives both cards
 * normal quality to isolate the classes; run 2 keeps each card's rolled quality (poor 50%,
 * normal 35%, superior 15%) and is reported only. Exits 1 if a class wins less than 40% or
 * more than 60% of its games in run 1.
 *
 *   node --import tsx scripts/balance.ts [duels] [seed]
 */
import {
  CARD_CLASSES,
  ITEM_FAMILIES,
  createRng,
  effectiveStats,
  generateCard,
  simulateDuel,
  slotRarities,
  type CardClass,
  type CardQuality,
  type DuelCard,
  type GeneratedCard,
  type Rng,
} from '@alchemy/game-rules';

const DUELS = Number(process.argv[2] ?? 10_000);
const SEED = Number(process.argv[3] ?? 20_250_505);
const LEVELS = { min: 1, max: 60 } as const;
const BAND = { min: 0.4, max: 0.6 } as const;

interface Pairing {
  level: number;
  player: GeneratedCard;
  opponent: GeneratedCard;
  duelSeed: number;
}

const seed32 = (rng: Rng): number => rng.int(0, 2 ** 32 - 1);

function randomCard(rng: Rng, level: number): GeneratedCard {
  const items = slotRarities(level).map((rarity, index) => ({
    name: `Item ${index + 1}`,
    rarity,
    family: rng.pick(ITEM_FAMILIES),
  }));
  return generateCard({ items, playerLevel: level, seed: seed32(rng) });
}

function toDuelCard(card: GeneratedCard, id: string, quality: CardQuality): DuelCard {
  return {
    id,
    name: card.name,
    level: card.level,
    ...effectiveStats(card.baseStats, quality, false),
    skillTriggerChance: card.skillTriggerChance,
    skill: card.skill,
  };
}

interface Tally {
  games: number;
  wins: number;
  rounds: number;
  timeouts: number;
}

function run(pairings: readonly Pairing[], quality: (card: GeneratedCard) => CardQuality) {
  const byClass = new Map<CardClass, { games: number; wins: number }>(
    CARD_CLASSES.map((cls) => [cls, { games: 0, wins: 0 }]),
  );
  const total: Tally = { games: 0, wins: 0, rounds: 0, timeouts: 0 };
  for (const { player, opponent, duelSeed } of pairings) {
    const result = simulateDuel({
      player: [toDuelCard(player, 'p', quality(player))],
      opponent: [toDuelCard(opponent, 'o', quality(opponent))],
      seed: duelSeed,
    });
    const alive = result.finalStates.filter((state) => state.currentHealth > 0).length;
    total.games += 1;
    total.rounds += result.rounds;
    if (alive === 2) total.timeouts += 1;
    if (result.winner === 'player') total.wins += 1;
    for (const [card, side] of [
      [player, 'player'],
      [opponent, 'opponent'],
    ] as const) {
      const tally = byClass.get(card.characterType)!;
      tally.games += 1;
      if (result.winner === side) tally.wins += 1;
    }
  }
  return { byClass, total };
}

function report(title: string, outcome: ReturnType<typeof run>): CardClass[] {
  const { byClass, total } = outcome;
  console.log(`\n${title}`);
  console.log('class        games   win rate');
  const outside: CardClass[] = [];
  for (const [cls, { games, wins }] of byClass) {
    const rate = games === 0 ? Number.NaN : wins / games;
    const flag = games > 0 && (rate < BAND.min || rate > BAND.max) ? '  <- outside 40-60%' : '';
    if (flag !== '') outside.push(cls);
    console.log(
      `${cls.padEnd(12)} ${String(games).padStart(5)}   ${(rate * 100).toFixed(1).padStart(5)}%${flag}`,
    );
  }
  console.log(
    `player side won ${((total.wins / total.games) * 100).toFixed(1)}%, ` +
      `mean rounds ${(total.rounds / total.games).toFixed(1)}, ` +
      `timeouts ${((total.timeouts / total.games) * 100).toFixed(1)}%`,
  );
  return outside;
}

const rng = createRng(SEED);
const pairings: Pairing[] = Array.from({ length: DUELS }, () => {
  const level = rng.int(LEVELS.min, LEVELS.max);
  return {
    level,
    player: randomCard(rng, level),
    opponent: randomCard(rng, level),
    duelSeed: seed32(rng),
  };
});

console.log(`${DUELS} duels, 1v1, equal levels ${LEVELS.min}-${LEVELS.max}, seed ${SEED}`);
const outside = report(
  'Run 1: normal quality for both',
  run(pairings, () => 'normal'),
);
report(
  'Run 2: rolled qualities (report only)',
  run(pairings, (card) => card.quality),
);

if (outside.length > 0) {
  console.error(`\nOutside ${BAND.min * 100}-${BAND.max * 100}%: ${outside.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nEvery class wins ${BAND.min * 100}-${BAND.max * 100}% of its games.`);
}
