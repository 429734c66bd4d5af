/**
 * What a duel's fight costs the page's main thread, read from a trace the playback bench
 * wrote (`BENCH_PLAYBACK_TRACE=<file> npm run bench:playback`), for finding why frames are
 * slow: the work by kind (wall and thread time: the thread time does not grow when other
 * processes share the cores), the layouts and paints with what they touched, the images
 * painted, what invalidated style and layout, and each long task's top-level events.
 *
 *   node --import tsx scripts/bench/playback-trace.ts <trace.json>
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { round1 } from '../lib/stats';
import {
  PLAYBACK_END_MARK,
  PLAYBACK_START_MARK,
} from '../../apps/web/src/features/duel/playback-marks';

const LONG_TASK_MS = 50;

type Args = Record<string, unknown>;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Args;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isTraceEvent(value: unknown): value is TraceEvent {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.ph === 'string' &&
    typeof value.ts === 'number' &&
    typeof value.pid === 'number' &&
    typeof value.tid === 'number'
  );
}

/** A nested field of an event's args, as text ('data.nodeName'). */
function field(event: TraceEvent, path: string): string {
  let value: unknown = event.args;
  for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function load(file: string): TraceEvent[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const events = isRecord(parsed) && 'traceEvents' in parsed ? parsed.traceEvents : parsed;
  return Array.isArray(events) ? events.filter(isTraceEvent) : [];
}

function top<T>(entries: Map<string, T>, by: (value: T) => number, count: number) {
  return [...entries.entries()].sort((a, b) => by(b[1]) - by(a[1])).slice(0, count);
}

interface Sum {
  count: number;
  wall: number;
  thread: number;
}

function add(sums: Map<string, Sum>, key: string, event: TraceEvent): void {
  const sum = sums.get(key) ?? { count: 0, wall: 0, thread: 0 };
  sum.count += 1;
  sum.wall += (event.dur ?? 0) / 1000;
  sum.thread += (event.tdur ?? 0) / 1000;
  sums.set(key, sum);
}

function printSums(title: string, sums: Map<string, Sum>, count: number): void {
  console.log(`\n${title}`);
  for (const [key, sum] of top(sums, (s) => s.wall, count))
    console.log(
      `  ${key}: ${sum.count}x, ${round1(sum.wall)} ms wall, ${round1(sum.thread)} ms thread`,
    );
}

export function summarise(events: TraceEvent[]): void {
  const mark = (name: string) => events.find((e) => e.name === name && e.ph !== 'M')?.ts;
  const from = mark(PLAYBACK_START_MARK) ?? mark('bench-start') ?? 0;
  const to = mark(PLAYBACK_END_MARK) ?? mark('bench-end') ?? Number.POSITIVE_INFINITY;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && field(e, 'name') === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const work = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || !mains.has(key) || e.ts < from || e.ts > to) continue;
    work.set(key, (work.get(key) ?? 0) + (e.dur ?? 0));
  }
  const page = top(work, (us) => us, 1)[0]?.[0];
  const inFight = events.filter((e) => `${e.pid}:${e.tid}` === page && e.ts >= from && e.ts <= to);
  const complete = inFight.filter((e) => e.ph === 'X');
  const tasks = complete.filter((e) => e.name === 'RunTask');
  const seconds = (to - from) / 1e6;
  const taskSum: Sum = { count: 0, wall: 0, thread: 0 };
  for (const task of tasks) {
    taskSum.count += 1;
    taskSum.wall += (task.dur ?? 0) / 1000;
    taskSum.thread += (task.tdur ?? 0) / 1000;
  }
  console.log(
    `fight ${round1(seconds)} s: ${taskSum.count} tasks, ${round1(taskSum.wall)} ms wall, ${round1(taskSum.thread)} ms thread (${round1(taskSum.thread / seconds)} ms a second)`,
  );

  const kinds = new Map<string, Sum>();
  for (const e of complete) if (e.name !== 'RunTask') add(kinds, e.name, e);
  printSums('work by kind (nested kinds count again inside their parents)', kinds, 18);

  const layouts = new Map<string, Sum>();
  for (const e of complete.filter((e) => e.name === 'Layout'))
    add(layouts, `frame ${field(e, 'beginData.frame')}`, e);
  printSums('layouts by frame (a frame other than the page is an image document)', layouts, 6);
  const bigLayouts = complete
    .filter((e) => e.name === 'Layout')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 6);
  for (const e of bigLayouts)
    console.log(
      `  layout ${round1((e.dur ?? 0) / 1000)} ms: ${field(e, 'beginData.dirtyObjects')} of ${field(e, 'beginData.totalObjects')} objects dirty, partial ${field(e, 'beginData.partialLayout')}`,
    );

  const paints = new Map<string, Sum>();
  for (const e of complete.filter((e) => e.name === 'Paint'))
    add(paints, `layer ${field(e, 'data.layerId')} node ${field(e, 'data.nodeId')}`, e);
  printSums('paints by layer and node', paints, 8);

  const images = new Map<string, Sum>();
  for (const e of complete.filter((e) => e.name === 'PaintImage' || e.name === 'Decode Image'))
    add(images, `${e.name} ${field(e, 'data.url').split('/').slice(-2).join('/')}`, e);
  printSums('images painted or decoded', images, 8);

  const invalidations = new Map<string, Sum>();
  for (const e of inFight.filter((e) => e.name.endsWith('InvalidationTracking')))
    add(
      invalidations,
      `${e.name.replace('InvalidationTracking', '')} ${field(e, 'data.nodeName')} ${field(e, 'data.reason') || field(e, 'data.invalidationSet.id') || field(e, 'data.changedClass') || field(e, 'data.changedAttribute')}`,
      e,
    );
  console.log('\ninvalidations (count) by kind, element and reason');
  for (const [key, sum] of top(invalidations, (s) => s.count, 20))
    console.log(`  ${sum.count}x ${key}`);

  console.log('\nlong tasks and their top-level events');
  for (const task of tasks.filter((t) => (t.dur ?? 0) > LONG_TASK_MS * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = complete.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    // Top level: not inside another event of the task (wrappers aside).
    const wrappers = new Set(['ThreadControllerImpl::RunTask', 'SimpleWatcher::OnHandleReady']);
    const levelled = inside.filter((e) => !wrappers.has(e.name));
    const topLevel = levelled.filter(
      (e) =>
        !levelled.some(
          (o) =>
            o !== e &&
            o.ts <= e.ts &&
            o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
            (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    console.log(
      `  task ${round1((task.dur ?? 0) / 1000)} ms (thread ${round1((task.tdur ?? 0) / 1000)}) at +${round1((task.ts - from) / 1000)} ms: ${topLevel
        .filter((e) => (e.dur ?? 0) > 1000)
        .map((e) => `${e.name} ${round1((e.dur ?? 0) / 1000)}`)
        .join(', ')}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: playback-trace.ts <trace.json>');
  summarise(load(file));
}
