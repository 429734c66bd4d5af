/**
 * The live channel under load (docs/ARCHITECTURE.md, "Live events"): how many open streams
 * one instance holds and what they cost it (memory per stream, and the bare route's
 * throughput with them open against without, in the same minute), and what an event's
 * delivery costs: the time from a friend request's POST to its notification read on the
 * invited player's stream. On PostgreSQL the requests go to one instance and the streams
 * are held by another, so every event crosses LISTEN/NOTIFY as it does behind a balancer.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { STREAMS_PER_PLAYER } from '../../apps/server/src/routes/live/live-routes';
import { signUpGuest } from '../lib/guest';
import { openLiveStream, type LiveStream } from '../lib/live-stream';
import type { RunningServer } from '../lib/start-server';
import { percentile, round1 } from '../lib/stats';

/** A sender keeps this many invitations pending at most (the rules allow 50). */
const INVITES_PER_SENDER = 40;
/** Invitations in flight at once. */
const SENDING_AT_ONCE = 10;
/** An event not read this long after its request counts as missed. */
const MISSED_AFTER_MS = 5000;

export interface LiveLoadResult {
  streams: number;
  players: number;
  crossInstance: boolean;
  rssBeforeMb: number;
  rssAfterMb: number;
  kbPerStream: number;
  bareWithout: number;
  bareWith: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  /** The friend request's own answer time, p50: the part of the delivery that is the move. */
  requestP50: number;
  missed: number;
  errors: number;
}

/** The resident memory of a process, in kB (Linux's /proc). */
function rssKb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function bareRequestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/health/live`,
    connections: 50,
    duration: seconds,
  });
  return Math.round(result.requests.average);
}

async function signUpMany(url: string, count: number) {
  const made: Array<{ token: string; id: string }> = [];
  for (let i = 0; i < count; i += 1) made.push(await signUpGuest(url));
  return made;
}

export async function liveLoad(
  listen: RunningServer,
  send: RunningServer,
  streams: number,
  seconds: number,
): Promise<LiveLoadResult> {
  const receivers = await signUpMany(listen.url, Math.ceil(streams / STREAMS_PER_PLAYER));
  const senders = await signUpMany(send.url, Math.ceil(receivers.length / INVITES_PER_SENDER));
  const arrived = new Map<string, (readAt: number) => void>();

  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = rssKb(listen.child.pid);
  const bareWithout = await bareRequestsPerSecond(listen.url, seconds);

  const open: LiveStream[] = [];
  receivers.forEach((receiver, index) => {
    const tabs = Math.min(STREAMS_PER_PLAYER, streams - index * STREAMS_PER_PLAYER);
    for (let tab = 0; tab < tabs; tab += 1) {
      open.push(
        openLiveStream({
          token: receiver.token,
          base: () => listen.url,
          onEvent: (event, readAt) => {
            if (event.type !== 'notification') return;
            if (event.notification.body.kind !== 'friend-request') return;
            arrived.get(receiver.id)?.(readAt);
          },
        }),
      );
    }
  });
  await Promise.all(open.map((stream) => stream.opened));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfter = rssKb(listen.child.pid);
  const bareWith = await bareRequestsPerSecond(listen.url, seconds);

  // Each receiver gets one friend request; the first of its tabs to read it counts.
  const latencies: number[] = [];
  const requestTimes: number[] = [];
  let missed = 0;
  let errors = 0;
  const jobs = receivers.map((receiver, index) => ({
    receiver,
    sender: senders[Math.floor(index / INVITES_PER_SENDER)],
  }));
  const deliver = async (job: (typeof jobs)[number]) => {
    if (!job.sender) return;
    const read = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), MISSED_AFTER_MS);
      arrived.set(job.receiver.id, (readAt) => {
        clearTimeout(timer);
        resolve(readAt);
      });
    });
    const sentAt = performance.now();
    const answer = await fetch(`${send.url}/api/friends/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${job.sender.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ friendId: job.receiver.id }),
    });
    await answer.arrayBuffer();
    requestTimes.push(performance.now() - sentAt);
    if (!answer.ok) errors += 1;
    const readAt = await read;
    arrived.delete(job.receiver.id);
    if (readAt === null) missed += 1;
    else latencies.push(readAt - sentAt);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDING_AT_ONCE }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) await deliver(job);
      }
    }),
  );
  for (const stream of open) stream.close();

  latencies.sort((a, b) => a - b);
  requestTimes.sort((a, b) => a - b);
  const held = open.filter((stream) => stream.connections > 0).length;
  return {
    streams: held,
    players: receivers.length,
    crossInstance: listen !== send,
    rssBeforeMb: round1(rssBefore / 1024),
    rssAfterMb: round1(rssAfter / 1024),
    kbPerStream: held > 0 ? round1((rssAfter - rssBefore) / held) : 0,
    bareWithout,
    bareWith,
    deliveries: latencies.length,
    p50: round1(percentile(latencies, 0.5)),
    p99: round1(percentile(latencies, 0.99)),
    max: round1(latencies.at(-1) ?? 0),
    requestP50: round1(percentile(requestTimes, 0.5)),
    missed,
    errors,
  };
}

export function printLive(rows: Array<LiveLoadResult & { store: string }>) {
  console.log(
    `\nLive channel: streams held open on one instance, then one friend request per player, read on its stream\n`,
  );
  for (const row of rows) {
    console.log(
      `${row.store.padEnd(8)}  ${row.streams} streams of ${row.players} players${row.crossInstance ? ' (events from a second instance)' : ''}: ` +
        `server memory ${row.rssBeforeMb} -> ${row.rssAfterMb} MB (${row.kbPerStream} kB a stream), ` +
        `bare route ${row.bareWithout} -> ${row.bareWith} req/s (ratio ${(row.bareWithout > 0 ? row.bareWith / row.bareWithout : 0).toFixed(3)}); ` +
        `delivery of ${row.deliveries} events p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms (the request itself p50 ${row.requestP50} ms), missed ${row.missed}, errors ${row.errors}`,
    );
  }
}
