/**
 * The duel playback in Chromium on a slow phone's CPU: a new guest earns a card through the
 * API, opens the Arena, selects the card and starts a duel by clicks, and the playback runs
 * at 1x with the CPU throttled 4x (CDP Emulation.setCPUThrottlingRate). A performance trace
 * over the playback gives the main thread's tasks (goal: none over 50 ms); frame intervals
 * come from requestAnimationFrame timestamps collected in the page.
 *
 * Part of `npm run bench`; alone: `npm run bench:playback`. It builds the web app and serves
 * apps/web/dist, or serves WEB_DIST as it is when that is set (as `npm run lighthouse`
 * does): an old build left in apps/web/dist would be measured in place of the code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/chromium';
import { signUpGuest } from '../lib/guest';
import { startServer } from '../lib/start-server';
import { percentile, round1 } from '../lib/stats';
import {
  PLAYBACK_END_MARK,
  PLAYBACK_START_MARK,
} from '../../apps/web/src/features/duel/playback-marks';
import { earnCard } from './duel-load';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// A duel at 1x lasts tens of seconds; the trace stops here even if it has not ended.
const PLAYBACK_LIMIT_MS = Number(process.env.BENCH_PLAYBACK_LIMIT_MS ?? 120_000);
const TOKEN_STORAGE_KEY = 'alchemy-arena.token';
const RESULT_SETTLE_MS = 1000;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
];
// BENCH_PLAYBACK_TRACE=<file>: the trace is also written there, with what invalidated style
// and layout, for `scripts/bench/playback-trace.ts` to say which elements cost the frames,
// and V8's JavaScript samples (DevTools' Performance panel shows a long task's functions).
const TRACE_FILE = process.env.BENCH_PLAYBACK_TRACE;
const DETAIL_CATEGORIES = [
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-v8.cpu_profiler',
];
// BENCH_PLAYBACK_HEAP=<file>: a sampling heap profile from the click to the result's end is
// written there (open it in DevTools' Memory panel): every allocation, collected or not, so
// the garbage a fight makes (which brings V8's major GC, a long task, into it) shows by
// function. Sampling slows the page a little: read its tasks from a run without it.
const HEAP_FILE = process.env.BENCH_PLAYBACK_HEAP;
const HEAP_SAMPLING_BYTES = 1024;

export interface LongTask {
  /** Milliseconds after the 'Start Duel' click. */
  at: number;
  duration: number;
  /** The heaviest kinds of work inside it (trace event names with their milliseconds). */
  inside: string;
}

/** The main thread's tasks in one stretch of the duel. */
export interface TaskWindow {
  name: string;
  /** Whether the goal (no task over 50 ms) is this stretch's: only the fight's. */
  hasGoal: boolean;
  ms: number;
  tasks: number;
  longest: number;
  longTasks: LongTask[];
}

export interface PlaybackResult {
  playbackMs: number;
  finished: boolean;
  /** Entering (click to first action), the fight (first action to the end), the result. */
  windows: TaskWindow[];
  /** Frame intervals during the fight. */
  frames: number;
  frameP50: number;
  frameP95: number;
  frameMax: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

function isTraceEvent(value: unknown): value is TraceEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'ts' in value &&
    typeof value.ts === 'number' &&
    'pid' in value &&
    'tid' in value
  );
}

function parseTrace(buffer: Buffer): TraceEvent[] {
  const parsed: unknown = JSON.parse(buffer.toString('utf8'));
  const events =
    typeof parsed === 'object' && parsed !== null && 'traceEvents' in parsed
      ? parsed.traceEvents
      : parsed;
  return Array.isArray(events) ? events.filter(isTraceEvent) : [];
}

// Trace events that only wrap a task's real work.
const WRAPPERS = new Set(['ThreadControllerImpl::RunTask', 'SimpleWatcher::OnHandleReady']);

/**
 * The renderer main thread's top-level tasks ('RunTask') between the two timestamps, and
 * for each long one what took its time.
 */
function mainThreadTasks(events: TraceEvent[], fromUs: number, toUs: number) {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events.filter(
    (event) => mains.has(`${event.pid}:${event.tid}`) && event.ph === 'X' && event.dur,
  );
  // The page's renderer is the main thread with the most work in the window.
  const work = new Map<string, number>();
  for (const event of onMain) {
    if (event.name !== 'RunTask' || event.ts < fromUs || event.ts > toUs) continue;
    const key = `${event.pid}:${event.tid}`;
    work.set(key, (work.get(key) ?? 0) + (event.dur ?? 0));
  }
  const page = [...work.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = onMain.filter((event) => `${event.pid}:${event.tid}` === page);
  const tasks = mine.filter(
    (event) => event.name === 'RunTask' && event.ts >= fromUs && event.ts <= toUs,
  );
  const long = tasks
    .filter((task) => (task.dur ?? 0) > LONG_TASK_MS * 1000)
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const byName = new Map<string, number>();
      for (const event of mine) {
        if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
        if (WRAPPERS.has(event.name)) continue;
        const script = event.args?.data?.url?.split('/').pop();
        const label = event.name === 'FunctionCall' && script ? `script ${script}` : event.name;
        byName.set(label, (byName.get(label) ?? 0) + (event.dur ?? 0));
      }
      const inside = [...byName.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${round1(us / 1000)}`)
        .join(', ');
      return {
        at: round1((task.ts - fromUs) / 1000),
        duration: round1((task.dur ?? 0) / 1000),
        inside,
      };
    })
    .sort((a, b) => b.duration - a.duration);
  const longest = tasks.reduce((max, task) => Math.max(max, task.dur ?? 0), 0) / 1000;
  return { count: tasks.length, longest: round1(longest), long };
}

function taskWindow(
  name: string,
  hasGoal: boolean,
  events: TraceEvent[],
  fromUs: number,
  toUs: number,
): TaskWindow {
  const tasks = mainThreadTasks(events, fromUs, toUs);
  return {
    name,
    hasGoal,
    ms: Math.max(0, (toUs - fromUs) / 1000),
    tasks: tasks.count,
    longest: tasks.longest,
    longTasks: tasks.long,
  };
}

/** The fight's span on the page's clock (its user timing marks), for the frame intervals. */
async function fightSpan(page: Page): Promise<{ from: number; to: number }> {
  const span: unknown = await page.evaluate(`(() => {
    const at = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
    return [at(${JSON.stringify(PLAYBACK_START_MARK)}) ?? 0, at(${JSON.stringify(PLAYBACK_END_MARK)}) ?? performance.now()];
  })()`);
  const values: unknown[] = Array.isArray(span) ? span : [];
  const [from, to] = values;
  return {
    from: typeof from === 'number' ? from : 0,
    to: typeof to === 'number' ? to : Number.POSITIVE_INFINITY,
  };
}

/** Collects requestAnimationFrame timestamps in the page until told to stop. */
async function startFrameClock(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const frames = (window.__benchFrames = []);
    window.__benchFramesOn = true;
    const tick = (now) => {
      frames.push(now);
      if (window.__benchFramesOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
}

async function stopFrameClock(page: Page): Promise<number[]> {
  const stamps: unknown = await page.evaluate(
    `(() => { window.__benchFramesOn = false; return window.__benchFrames; })()`,
  );
  return Array.isArray(stamps) ? stamps.filter((stamp) => typeof stamp === 'number') : [];
}

function ensureBuild(): void {
  const given = process.env.WEB_DIST;
  if (given) {
    if (!existsSync(`${resolve(given)}/index.html`)) throw new Error(`no web build in ${given}`);
    return;
  }
  console.log('[bench] playback: building the web app');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

/** The bytes a sampling heap profile's call tree allocated, its own and below. */
function allocatedBytes(node: { selfSize: number; children: ReadonlyArray<typeof node> }): number {
  return node.children.reduce((sum, child) => sum + allocatedBytes(child), node.selfSize);
}

/** Plays one duel in Chromium with the CPU 4x slower and measures the playback. */
export async function playbackBench(): Promise<PlaybackResult> {
  ensureBuild();
  const server = await startServer({ DATABASE_URL: '', DUEL_COOLDOWN_SECONDS: '0' });
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    // BENCH_PLAYBACK_NO_WEBGL=1: without WebGL the duel keeps its CSS gradient backdrop.
    // Here WebGL is SwiftShader, on the same two cores as the page: this shows its share.
    args: process.env.BENCH_PLAYBACK_NO_WEBGL
      ? [...CHROMIUM_ARGS, '--disable-webgl']
      : CHROMIUM_ARGS,
  });
  try {
    const { token } = await signUpGuest(server.url);
    const cardId = await earnCard(server.url, token);
    // A phone-sized screen, as the game is played.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: server.url,
    });
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
    );
    const page = await context.newPage();
    await page.goto('/game/arena');
    await page.getByTestId(`arena-card-${cardId}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Select' }).click();
    await page.getByRole('button', { name: /^Slot 1: .+\. Click to remove$/ }).waitFor();
    // Let the arena settle (fonts, images, the odds) before the throttled part.
    // Not 'networkidle': the live channel's stream stays open. The bell starts it.
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await page.waitForTimeout(1000);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: TRACE_FILE ? [...TRACE_CATEGORIES, ...DETAIL_CATEGORIES] : TRACE_CATEGORIES,
    });
    if (HEAP_FILE) {
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.startSampling', {
        samplingInterval: HEAP_SAMPLING_BYTES,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
    await startFrameClock(page);
    await page.evaluate(`performance.mark('bench-start')`);
    const started = performance.now();
    await page.getByRole('button', { name: 'Start Duel' }).click();
    // The fight's end is awaited by its mark, asked twice a second: a locator's wait polls
    // the page on every animation frame, and a role with a name is the accessibility tree
    // computed each time (styles read, strings made): in a sampling heap profile of the
    // page, among the fight's largest allocators, and the bench's, not the game's (ADR 0122).
    const finished = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PLAYBACK_END_MARK, {
        polling: 500,
        timeout: PLAYBACK_LIMIT_MS,
      })
      .then(() => page.getByRole('dialog', { name: /^You (Won|Lost)!$/ }).waitFor())
      .then(() => true)
      .catch(() => false);
    const playbackMs = performance.now() - started;
    // The result dialog's opening and what follows it belong to the measure too.
    await page.waitForTimeout(RESULT_SETTLE_MS);
    await page.evaluate(`performance.mark('bench-end')`);
    const stamps = await stopFrameClock(page);
    const fight = await fightSpan(page);
    const traceBuffer = await browser.stopTracing();
    if (HEAP_FILE) {
      const { profile } = await cdp.send('HeapProfiler.stopSampling');
      writeFileSync(HEAP_FILE, JSON.stringify(profile));
      console.log(
        `heap profile: ${round1(allocatedBytes(profile.head) / 1e6)} MB allocated, ${HEAP_FILE}`,
      );
    }
    if (TRACE_FILE) writeFileSync(TRACE_FILE, traceBuffer);
    const trace = parseTrace(traceBuffer);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const mark = (name: string) =>
      trace.find((event) => event.name === name && event.ph !== 'M')?.ts ?? 0;
    const fromUs = mark('bench-start');
    const toUs = mark('bench-end') || Number.POSITIVE_INFINITY;
    // Without the app's marks (skipped, or not reached) the whole run counts as the fight.
    const fightFromUs = mark(PLAYBACK_START_MARK) || fromUs;
    const fightToUs = mark(PLAYBACK_END_MARK) || toUs;
    const windows = [
      taskWindow('entering (click to first action)', false, trace, fromUs, fightFromUs),
      taskWindow('fight (first action to the end)', true, trace, fightFromUs, fightToUs),
      taskWindow(
        `result (the dialog and ${RESULT_SETTLE_MS} ms after)`,
        false,
        trace,
        fightToUs,
        toUs,
      ),
    ];
    const intervals = stamps
      .filter((stamp) => stamp >= fight.from && stamp <= fight.to)
      .map((stamp, index, inFight) => stamp - (inFight[index - 1] ?? stamp))
      .slice(1)
      .sort((a, b) => a - b);
    await context.close();
    return {
      playbackMs: Math.round(playbackMs),
      finished,
      windows,
      frames: intervals.length + 1,
      frameP50: round1(percentile(intervals, 0.5)),
      frameP95: round1(percentile(intervals, 0.95)),
      frameMax: round1(intervals.at(-1) ?? 0),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printPlayback(result: PlaybackResult): void {
  console.log(
    `\nDuel playback in Chromium, CPU ${CPU_SLOWDOWN}x slower, 1x speed, 390x844 phone screen\n`,
  );
  console.log(
    `${(result.playbackMs / 1000).toFixed(1)} s from the click to the result${result.finished ? '' : ' (stopped before the result)'}`,
  );
  for (const stretch of result.windows) {
    const goal = stretch.hasGoal ? ' (goal 0)' : '';
    console.log(
      `${stretch.name}: ${round1(stretch.ms / 1000)} s, ${stretch.tasks} main-thread tasks, longest ${stretch.longest} ms, over ${LONG_TASK_MS} ms: ${stretch.longTasks.length}${goal}`,
    );
    for (const task of stretch.longTasks.slice(0, 6)) {
      console.log(`  task of ${task.duration} ms at +${task.at} ms: ${task.inside}`);
    }
  }
  console.log(
    `fight frames ${result.frames}, interval p50 ${result.frameP50} ms, p95 ${result.frameP95} ms, max ${result.frameMax} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  printPlayback(await playbackBench());
}
