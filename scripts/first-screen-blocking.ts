/**
 * `npm run bench:first-screen`: how long the first screen of `/game/crafting` blocks the
 * main thread, for two or more web builds side by side. Lighthouse's score moves by ten
 * points between runs on a shared machine; this measures only what its Total Blocking Time
 * counts (each long task's time beyond 50 ms, CPU slowed 4x as Lighthouse's mobile profile
 * does), alternating the builds run by run so that the machine's load falls on all alike,
 * and says which script and which callback each long frame spent its time in (Chromium's
 * Long Animation Frames).
 *
 * DISTS=<dir>,<dir>,... (default: apps/web/dist) the builds, each served by its own server
 * on a fresh PGlite store; RUNS (default 7) visits per build; VERBOSE=1 prints every
 * visit's long frames.
 */
import { chromium, type Page } from 'playwright-core';
import { API_PREFIX } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { CHROMIUM_ARGS } from './lib/chromium';
import { signUpGuest } from './lib/guest';
import { startServer, type RunningServer } from './lib/start-server';

// The web app's key (apps/web/src/lib/token-storage.ts).
const TOKEN_STORAGE_KEY = 'alchemy-arena.token';
const dists = (process.env.DISTS ?? 'apps/web/dist').split(',');
const RUNS = Math.max(1, Number(process.env.RUNS ?? 7));
/** How long after the heading a visit keeps watching (late chunks, the first queries). */
const WATCH_MS = 6000;

interface Visit {
  blockingMs: number;
  longestMs: number;
  frames: string[];
}

/**
 * Installed before the page's own scripts (as text: this file is not compiled for the DOM):
 * collects long tasks and long frames, with the script and callback of each frame's time.
 */
const OBSERVE_LONG_WORK = `
  const store = { tasks: [], frames: [] };
  window.firstScreenWork = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      if (frame.blockingDuration <= 0) continue;
      const scripts = frame.scripts
        .filter((script) => script.duration >= 5)
        .map((script) => script.invokerType + ' ' + script.invoker + ' (' +
          script.sourceURL.split('/').pop() + ') ' + Math.round(script.duration) + ' ms');
      store.frames.push('@' + Math.round(frame.startTime) + ' ms: ' + Math.round(frame.duration) +
        ' ms, blocking ' + Math.round(frame.blockingDuration) + '; ' + scripts.join('; '));
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

async function readWork(page: Page): Promise<{ tasks: number[]; frames: string[] }> {
  const work: unknown = await page.evaluate('window.firstScreenWork');
  const tasks: number[] = [];
  const frames: string[] = [];
  if (typeof work === 'object' && work !== null) {
    const rawTasks: unknown = Reflect.get(work, 'tasks');
    const rawFrames: unknown = Reflect.get(work, 'frames');
    if (Array.isArray(rawTasks)) for (const t of rawTasks) if (typeof t === 'number') tasks.push(t);
    if (Array.isArray(rawFrames))
      for (const f of rawFrames) if (typeof f === 'string') frames.push(f);
  }
  return { tasks, frames };
}

/** A new guest with a started run opens /game/crafting in a fresh profile, CPU at 4x. */
async function visit(browser: Awaited<ReturnType<typeof chromium.launch>>, server: RunningServer) {
  const { token } = await signUpGuest(server.url);
  const started = await fetch(`${server.url}${API_PREFIX}${endpoints.craftGameStart.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        { name: 'Fire', allocate: 4 },
        { name: 'Water', allocate: 4 },
      ],
    }),
  });
  if (!started.ok) throw new Error(`starting a run failed: ${started.status}`);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/robots.txt`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE_LONG_WORK);
    await page.goto(`${server.url}/game/crafting`);
    await page.getByRole('heading', { name: 'Crafting' }).waitFor();
    await page.waitForTimeout(WATCH_MS);
    const { tasks, frames } = await readWork(page);
    const visited: Visit = {
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
      longestMs: Math.round(Math.max(0, ...tasks)),
      frames,
    };
    return visited;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

const servers: RunningServer[] = [];
for (const dist of dists) servers.push(await startServer({ DATABASE_URL: '', WEB_DIST: dist }));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
const visits: Visit[][] = dists.map(() => []);
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, server] of servers.entries()) {
      const result = await visit(browser, server);
      visits[index]?.push(result);
      if (process.env.VERBOSE) {
        console.log(`${dists[index]}, run ${run + 1}: blocking ${result.blockingMs} ms`);
        for (const frame of result.frames) console.log(`  ${frame}`);
      }
    }
  }
  console.log(`\n/game/crafting's first screen, CPU 4x, ${RUNS} visits per build, alternating`);
  for (const [index, dist] of dists.entries()) {
    const runs = visits[index] ?? [];
    console.log(
      `${dist}: blocking ms ${runs.map((v) => v.blockingMs).join(', ')}; ` +
        `median ${median(runs.map((v) => v.blockingMs))}, longest task median ${median(runs.map((v) => v.longestMs))} ms`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
