/**
 * Screenshots of every moment of a duel, to look at: an attack, a hit, a heavy hit, a dodge,
 * a reflect, a drain, a heal, a stun, a shield raised and a blow on it, a skill, a buff, a
 * knockout, and the win and loss results, on a 360 x 740 touch phone and a 1280 x 800
 * screen (and the knockout and a stun under reduced motion); then the arena with its last
 * duel, Start Duel waiting for a card and ready.
 *
 *   npm run build && node --import tsx scripts/duel-screenshots.ts [out-dir]
 *
 * A real server on a fresh PGlite store; a guest earns a card and fights one real duel
 * (its cards and pictures are used). The fight shown is a scripted one with every action
 * type, served in place of that duel's answer, and the page's timers are stepped with
 * Playwright's clock to each moment; the animations then run in real time for a moment
 * before the picture is taken. Writes PNGs to test-results/duel-shots by default.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DuelResultSchema,
  PublicReplaySchema,
  type DuelResult,
  type PublicReplay,
} from '@alchemy/contracts';
import type { CardState, DuelAction, EffectType } from '@alchemy/game-rules';
import { chromium, type BrowserContextOptions, type Page } from 'playwright-core';
import { delayAfterMs } from '../apps/web/src/features/duel/playback-timing';
import { FIRST_ACTION_DELAY_MS } from '../apps/web/src/features/duel/playback-run';
import { earnCard } from './bench/duel-load';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { signUpGuest } from './lib/guest';
import { startServer } from './lib/start-server';

const OUT = resolve(process.argv[2] ?? 'test-results/duel-shots');
const TOKEN_STORAGE_KEY = 'alchemy-arena.token';

const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const DESK: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** A scripted fight with every action type; P and O stand for the two cards. */
function script(p: string, o: string, playerWins: boolean) {
  const state = (id: string, isPlayer: boolean, hp: number, extra: Partial<CardState> = {}) => ({
    id,
    isPlayer,
    health: isPlayer ? 120 : 110,
    currentHealth: hp,
    attack: 24,
    currentAttack: 24,
    defense: 12,
    currentDefense: 12,
    speed: 14,
    currentSpeed: 14,
    dodgePercentage: 0,
    reflectPercentage: 0,
    drainPercentage: 0,
    isStunned: false,
    isInvulnerable: false,
    ...extra,
  });
  const round = (n: number, ph: number, oh: number, pe = {}, oe = {}): DuelAction => ({
    type: 'round-start',
    round: n,
    player: [state(p, true, ph, pe)],
    opponent: [state(o, false, oh, oe)],
    effects: {},
  });
  const applied = (
    caster: string,
    target: string,
    skillName: string,
    effects: Array<{ type: EffectType; value: number }>,
    after: CardState,
  ): DuelAction => ({
    type: 'effects-applied',
    cardId: caster,
    skillName,
    targetIds: [target],
    effects: effects.map((effect) => ({
      type: effect.type,
      property: effect.type === 'buff' ? 'attack' : effect.type === 'debuff' ? 'speed' : 'damage',
      value: effect.value,
      remaining: effect.type === 'stun' ? 1 : 2,
      sourceId: caster,
      targetId: target,
    })),
    states: [after],
  });
  const shots = new Map<number, string>();
  const actions: DuelAction[] = [];
  const add = (action: DuelAction, shot?: string) => {
    actions.push(action);
    if (shot) shots.set(actions.length - 1, shot);
  };
  add(round(1, 120, 110));
  add({ type: 'attack', attackerId: p, targetId: o }, 'attack');
  add({ type: 'damage-taken', cardId: o, attackerId: p, amount: 14, currentHealth: 96 }, 'hit');
  add({ type: 'attack', attackerId: o, targetId: p });
  add({ type: 'dodge', cardId: p, attackerId: o }, 'dodge');
  add(round(2, 120, 96));
  add({ type: 'ability-triggered', cardId: p, skillName: 'Tidal Mirror', targetIds: [p] }, 'skill');
  add(
    applied(
      p,
      p,
      'Tidal Mirror',
      [{ type: 'reflect', value: 40 }],
      state(p, true, 120, {
        reflectPercentage: 40,
      }),
    ),
    'skill-landed',
  );
  add({ type: 'attack', attackerId: o, targetId: p });
  add({ type: 'damage-taken', cardId: p, attackerId: o, amount: 20, currentHealth: 100 });
  add({ type: 'reflect', cardId: p, targetId: o, amount: 8, targetCurrentHealth: 88 }, 'reflect');
  add(round(3, 100, 88, { reflectPercentage: 40 }));
  add({ type: 'ability-triggered', cardId: o, skillName: 'Gravebind', targetIds: [o] });
  add(
    applied(
      o,
      o,
      'Gravebind',
      [{ type: 'drain', value: 40 }],
      state(o, false, 88, {
        drainPercentage: 40,
      }),
    ),
  );
  add({ type: 'attack', attackerId: o, targetId: p });
  add({ type: 'damage-taken', cardId: p, attackerId: o, amount: 22, currentHealth: 78 });
  add({ type: 'reflect', cardId: p, targetId: o, amount: 9, targetCurrentHealth: 79 });
  add({ type: 'drain', cardId: o, targetId: p, amount: 9, currentHealth: 88 }, 'drain');
  add(round(4, 78, 88, { reflectPercentage: 40 }, { drainPercentage: 40 }));
  add({ type: 'ability-triggered', cardId: p, skillName: 'Stormcall', targetIds: [o] });
  add(
    applied(
      p,
      o,
      'Stormcall',
      [
        { type: 'stun', value: 100 },
        { type: 'debuff', value: 30 },
      ],
      state(o, false, 88, { drainPercentage: 40, isStunned: true, currentSpeed: 10 }),
    ),
    'stun',
  );
  add({ type: 'attack', attackerId: p, targetId: o });
  add(
    { type: 'damage-taken', cardId: o, attackerId: p, amount: 30, currentHealth: 58 },
    'heavy-hit',
  );
  add(round(5, 78, 58, { reflectPercentage: 40 }));
  add({ type: 'ability-triggered', cardId: o, skillName: 'Aegis Bloom', targetIds: [o] });
  add(
    applied(
      o,
      o,
      'Aegis Bloom',
      [
        { type: 'invulnerability', value: 100 },
        { type: 'heal', value: 10 },
      ],
      state(o, false, 58, { isInvulnerable: true }),
    ),
    'invulnerability',
  );
  add({ type: 'heal', cardId: o, amount: 11, currentHealth: 69 }, 'heal');
  add({ type: 'attack', attackerId: p, targetId: o });
  add({ type: 'invulnerability', cardId: o, sourceId: p }, 'blocked');
  add(round(6, 78, 69, { reflectPercentage: 40 }));
  if (playerWins) {
    add({ type: 'ability-triggered', cardId: p, skillName: 'Cinder Rage', targetIds: [p] });
    add(
      applied(
        p,
        p,
        'Cinder Rage',
        [{ type: 'buff', value: 40 }],
        state(p, true, 78, {
          currentAttack: 34,
          reflectPercentage: 40,
        }),
      ),
      'buff',
    );
    add({ type: 'attack', attackerId: p, targetId: o });
    add(
      { type: 'damage-taken', cardId: o, attackerId: p, amount: 69, currentHealth: 0 },
      'knockout',
    );
  } else {
    add({ type: 'attack', attackerId: o, targetId: p });
    add(
      { type: 'damage-taken', cardId: p, attackerId: o, amount: 78, currentHealth: 0 },
      'knockout',
    );
  }
  const winner = playerWins
    ? [state(p, true, 78, { reflectPercentage: 40, currentAttack: 34 })]
    : [state(o, false, 69)];
  return { actions, shots, winner };
}

/** When each action plays, in page time, as the playback schedules it at 1x. */
function schedule(actions: readonly DuelAction[]): number[] {
  const at: number[] = [];
  let t = FIRST_ACTION_DELAY_MS;
  actions.forEach((_action, index) => {
    at.push(t);
    t += delayAfterMs(actions, index);
  });
  at.push(t);
  return at;
}

/** How long after its moment each picture is taken: where its motion reads best. */
const SETTLE_MS: Record<string, number> = {
  attack: 180,
  hit: 70,
  'heavy-hit': 90,
  knockout: 700,
  dodge: 170,
  reflect: 140,
  drain: 220,
  heal: 240,
  skill: 200,
  'skill-landed': 180,
  stun: 260,
  invulnerability: 260,
  blocked: 110,
  buff: 240,
};

async function shootFight(
  page: Page,
  url: string,
  actions: readonly DuelAction[],
  shots: Map<number, string>,
  prefix: string,
  end: string,
) {
  const start = new Date('2026-06-01T12:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(url);
  // The page's timers run only when told: step them until the playback is on screen,
  // so it is known to have begun within the last step.
  const playback = page.getByTestId('duel-playback');
  let now = 0;
  for (let tries = 0; tries < 2000 && !(await playback.isVisible()); tries += 1) {
    await page.clock.runFor(5);
    await page.waitForTimeout(5);
  }
  // Fonts and pictures in, before the first moment (the playback waits meanwhile).
  await page.evaluate('document.fonts.ready.then(() => true)');
  // Not 'networkidle': the live channel's stream stays open. The bell starts it, from a
  // deferred task: the paused clock is stepped until it is there.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  for (let tries = 0; tries < 400 && !(await bell.isVisible()); tries += 1) {
    await page.clock.runFor(5);
    await page.waitForTimeout(5);
  }
  await page.waitForTimeout(1000);
  await page.waitForTimeout(300);
  const at = schedule(actions);
  // One action at a time: the playback sets its next timer only once React has drawn the
  // last action, so the clock is stepped to each action and the page given a moment.
  const playUntil = async (index: number) => {
    while (played <= index && played < actions.length) {
      const when = at[played] ?? 0;
      await page.clock.runFor(Math.max(1, when - now));
      now = when;
      played += 1;
      await page.waitForTimeout(40);
    }
  };
  let played = 0;
  for (const [index, name] of [...shots].sort((a, b) => a[0] - b[0])) {
    // The action before the moment plays in real time, so a lunge meets its blow.
    await playUntil(index - 1);
    await page.waitForTimeout(Math.max(0, delayAfterMs(actions, index - 1) - 40));
    await playUntil(index);
    await page.waitForTimeout(SETTLE_MS[name] ?? 150);
    // Held still while the picture is taken, which takes longer than a frame.
    await page.evaluate('document.getAnimations().forEach((animation) => animation.pause())');
    await page.screenshot({
      path: `${OUT}/${prefix}-${String(index).padStart(2, '0')}-${name}.png`,
    });
    await page.evaluate('document.getAnimations().forEach((animation) => animation.play())');
  }
  await playUntil(actions.length - 1);
  await page.clock.runFor(Math.max(1, (at[actions.length] ?? 0) - now));
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/${prefix}-${end}.png` });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer({ DATABASE_URL: '', DUEL_COOLDOWN_SECONDS: '0' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const { token } = await signUpGuest(server.url);
    const cardId = await earnCard(server.url, token);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/arena/duel`, { headers });
    const fought = DuelResultSchema.parse(
      await (
        await fetch(`${server.url}/api/arena/duel/start`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ cardIds: [cardId] }),
        })
      ).json(),
    );
    const shared = PublicReplaySchema.parse(
      await (await fetch(`${server.url}/api/replays/${fought.replayId}`)).json(),
    );

    for (const [device, options] of [
      ['phone', PHONE],
      ['desk', DESK],
    ] as const) {
      // A visitor on the shared replay: the win, every action.
      const won = script('p1', 'o1', true);
      const replay: PublicReplay = {
        ...shared,
        animationSequence: won.actions,
        winner: won.winner,
      };
      const context = await browser.newContext({ ...options, baseURL: server.url });
      const page = await context.newPage();
      await page.route(`**/api/replays/${fought.replayId}`, (route) =>
        route.fulfill({ json: replay }),
      );
      await shootFight(
        page,
        `/replay/${fought.replayId}`,
        won.actions,
        won.shots,
        `${device}`,
        'visitor-result',
      );
      await context.close();

      // The player's own fight, won and lost ('Watch again' of a duel of theirs).
      for (const playerWins of [true, false]) {
        const [mine, theirs] = [fought.playerCards[0]!.id, fought.opponentCards[0]!.id];
        const fight = script(mine, theirs, playerWins);
        const result: DuelResult = {
          ...fought,
          animationSequence: fight.actions,
          winner: fight.winner,
          experienceGained: playerWins ? 26 : 6,
        };
        const own = await browser.newContext({ ...options, baseURL: server.url });
        await own.addInitScript(
          `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
        );
        const ownPage = await own.newPage();
        await ownPage.route(`**/api/arena/duels/${fought.id}`, (route) =>
          route.fulfill({ json: result }),
        );
        const outcome = playerWins ? 'won' : 'lost';
        await shootFight(
          ownPage,
          `/game/arena/replay/${fought.id}`,
          fight.actions,
          playerWins
            ? new Map<number, string>()
            : new Map<number, string>([[fight.actions.length - 1, 'knockout']]),
          `${device}-own-${outcome}`,
          'result',
        );
        await own.close();
      }

      // Reduced motion: the information stays, the movement goes.
      const calm = await browser.newContext({
        ...options,
        baseURL: server.url,
        reducedMotion: 'reduce',
      });
      const calmPage = await calm.newPage();
      const still = script('p1', 'o1', true);
      await calmPage.route(`**/api/replays/${fought.replayId}`, (route) =>
        route.fulfill({
          json: { ...shared, animationSequence: still.actions, winner: still.winner },
        }),
      );
      const calmShots = new Map(
        [...still.shots].filter(([, name]) => ['stun', 'knockout', 'hit', 'heal'].includes(name)),
      );
      await shootFight(
        calmPage,
        `/replay/${fought.replayId}`,
        still.actions,
        calmShots,
        `${device}-reduced`,
        'visitor-result',
      );
      await calm.close();

      // The arena after that fight: the last duel's line, Start Duel waiting, then ready.
      const arena = await browser.newContext({ ...options, baseURL: server.url });
      await arena.addInitScript(
        `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
      );
      const arenaPage = await arena.newPage();
      await arenaPage.goto('/game/arena');
      await arenaPage.getByTestId('last-duel').waitFor();
      await arenaPage.getByTestId('duel-slot-0').waitFor();
      // Not 'networkidle': the live channel's stream stays open. The bell starts it.
      await arenaPage.getByRole('button', { name: /^Notifications/ }).waitFor();
      await arenaPage.waitForTimeout(1000);
      await arenaPage.screenshot({ path: `${OUT}/${device}-arena-waiting.png`, fullPage: true });
      await arenaPage.getByTestId(`arena-card-${cardId}`).click();
      await arenaPage.getByRole('dialog').getByRole('button', { name: 'Select' }).click();
      await arenaPage.getByRole('button', { name: /^Slot 1: / }).waitFor();
      await arenaPage.waitForTimeout(800);
      await arenaPage.screenshot({ path: `${OUT}/${device}-arena-ready.png`, fullPage: true });
      await arena.close();
    }
    console.log(`screenshots in ${OUT}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
