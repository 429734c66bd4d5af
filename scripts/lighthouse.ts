/**
 * `npm run lighthouse`: builds the web app, starts the real server on a free port with a
 * fresh PGlite store, and runs Lighthouse (its default mobile config: a mid-range phone,
 * simulated slow 4G and 4x CPU) on `/login` as a newcomer and on `/game/crafting` as a new
 * guest with a started run, three times each (LIGHTHOUSE_RUNS), each run in a fresh
 * profile. Prints every run's performance score, then the median run's four category
 * scores, metrics and failing audits. Offline: Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium).
 *
 * WEB_DIST=<dir> (or `--no-build`) skips the build and serves that directory (or
 * apps/web/dist). LIGHTHOUSE_JSON=<dir> also writes every run's full report there, and
 * with LIGHTHOUSE_TRACES=1 its trace (`<page>-<run>.trace.json`, for chrome://tracing or
 * DevTools: which tasks the score counted); LIGHTHOUSE_PAGES=crafting (or login) audits
 * that page only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { API_PREFIX } from '@alchemy/contracts';
import * as endpoints from '@alchemy/contracts/endpoints';
import { CHROMIUM_ARGS } from './lib/chromium';
import { signUpGuest } from './lib/guest';
import { freePort } from '../apps/server/src/test/free-port';
import { startServer } from './lib/start-server';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The web app's key (apps/web/src/lib/token-storage.ts).
const TOKEN_STORAGE_KEY = 'alchemy-arena.token';
const TOP_FAILING = 8;
/** Runs per page; the report is the median run's (see medianRun). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const MAX_FAILED_RUNS = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS: ReadonlyArray<[string, string]> = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

interface PageReport {
  path: string;
  scores: Record<string, number | null>;
  metrics: Array<[string, string]>;
  failing: string[];
  performancePerRun: number[];
}

/** A new guest through the API, registered, with a crafting run started (Fire 4, Water 4). */
async function guestWithRun(url: string): Promise<string> {
  const { token } = await signUpGuest(url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${url}${API_PREFIX}${endpoints.craftGameStart.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: [
        { name: 'Fire', allocate: 4 },
        { name: 'Water', allocate: 4 },
      ],
    }),
  });
  if (!started.ok) throw new Error(`starting a run failed: ${started.status}`);
  return token;
}

/**
 * One page in its own fresh Chromium profile (nothing cached, no service worker from an
 * earlier page). Lighthouse's own storage reset is off so the token set here survives;
 * the HTTP cache is cleared by hand instead, so the audit still sees a first visit.
 */
async function audit(
  url: string,
  path: string,
  token: string | null,
): Promise<{ lhr: Result; trace: unknown }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'aa-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A plain file of the origin, so no script of the app runs (or caches) before the audit.
    await page.goto(`${url}/robots.txt`);
    if (token) {
      // As source text: this script's TypeScript has no DOM types.
      await page.evaluate(
        `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const runner = await lighthouse(`${url}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: [...CATEGORIES],
    });
    if (!runner) throw new Error(`Lighthouse gave no result for ${path}`);
    return { lhr: runner.lhr, trace: runner.artifacts.Trace };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A category's score out of 100, or null when the run could not score it. */
function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

const performanceScore = (lhr: Result) => categoryScore(lhr, 'performance') ?? 0;

/**
 * The run with the median performance score. One run on a shared machine moves by ten
 * points and more (the main thread's long tasks are measured, then scaled 4x); Lighthouse's
 * own advice on variability is the median of several runs.
 */
function medianRun(runs: Result[]): Result | undefined {
  const sorted = [...runs].sort((a, b) => performanceScore(a) - performanceScore(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function summarise(path: string, lhr: Result, performancePerRun: number[]): PageReport {
  const scores: Record<string, number | null> = {};
  for (const id of CATEGORIES) scores[id] = categoryScore(lhr, id);
  const metrics = METRICS.map(([id, label]): [string, string] => [
    label,
    lhr.audits[id]?.displayValue ?? 'n/a',
  ]);
  // The audits of every category that fail, the heaviest in their category first, at
  // most TOP_FAILING of each so performance's long list does not hide the others.
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const refs = [...(lhr.categories[id]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
    let shown = 0;
    for (const ref of refs) {
      if (shown === TOP_FAILING) break;
      const result = lhr.audits[ref.id];
      if (!result || result.score === null || result.score >= 0.9) continue;
      if (result.scoreDisplayMode === 'informative' || result.scoreDisplayMode === 'manual')
        continue;
      const value = result.displayValue ? ` (${result.displayValue})` : '';
      failing.push(`${id}: ${result.title}${value}, score ${Math.round(result.score * 100)}`);
      shown += 1;
    }
  }
  return { path, scores, metrics, failing, performancePerRun };
}

function print(reports: PageReport[]) {
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile, simulated throttling\n`);
  for (const report of reports) {
    console.log(
      `${report.path} (the median of ${report.performancePerRun.length} runs: performance ${report.performancePerRun.join(', ')})`,
    );
    console.log('  ' + CATEGORIES.map((id) => `${id} ${report.scores[id] ?? 'n/a'}`).join(', '));
    console.log('  ' + report.metrics.map(([label, value]) => `${label} ${value}`).join(', '));
    if (report.failing.length === 0) console.log('  no failing audits');
    for (const line of report.failing) console.log(`  - ${line}`);
    console.log('');
  }
}

let version = '';
const lighthouseVersion = () => version;

const skipBuild = process.argv.includes('--no-build') || Boolean(process.env.WEB_DIST);
if (!skipBuild) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
process.env.CHROME_PATH = CHROME_PATH;
const server = await startServer({ DATABASE_URL: '' });
const reports: PageReport[] = [];
try {
  const outDir = process.env.LIGHTHOUSE_JSON;
  if (outDir) mkdirSync(outDir, { recursive: true });
  const pages: Array<{ path: string; name: string; token: () => Promise<string | null> }> = [
    { path: '/login', name: 'login', token: () => Promise.resolve(null) },
    { path: '/game/crafting', name: 'crafting', token: () => guestWithRun(server.url) },
  ];
  // LIGHTHOUSE_PAGES=crafting (names, comma-separated) audits only those pages.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  for (const target of pages.filter((page) => !only || only.includes(page.name))) {
    const runs: Result[] = [];
    // A run that Lighthouse itself could not record (NO_NAVSTART and the like) is retried.
    for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + MAX_FAILED_RUNS; attempt += 1) {
      console.log(`[lighthouse] ${target.path}, run ${runs.length + 1} of ${RUNS} ...`);
      const { lhr, trace } = await audit(server.url, target.path, await target.token());
      version = lhr.lighthouseVersion;
      if (lhr.finalDisplayedUrl !== `${server.url}${target.path}`)
        console.log(`[lighthouse] note: ended on ${lhr.finalDisplayedUrl}`);
      for (const warning of lhr.runWarnings) console.log(`[lighthouse] warning: ${warning}`);
      if (outDir) {
        writeFileSync(join(outDir, `${target.name}-${attempt}.json`), JSON.stringify(lhr));
        if (process.env.LIGHTHOUSE_TRACES === '1') {
          writeFileSync(
            join(outDir, `${target.name}-${attempt}.trace.json`),
            JSON.stringify(trace),
          );
        }
      }
      if (lhr.runtimeError) {
        console.log(`[lighthouse] error, run not counted: ${lhr.runtimeError.message}`);
        continue;
      }
      runs.push(lhr);
    }
    const performance = runs.map((lhr) => performanceScore(lhr));
    console.log(`[lighthouse] ${target.path} performance per run: ${performance.join(', ')}`);
    const median = medianRun(runs);
    if (median) reports.push(summarise(target.path, median, performance));
  }
} finally {
  await server.stop();
}
print(reports);
