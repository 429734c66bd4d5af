/**
 * The soak's view of the servers: N instances on one store, a client per player that
 * calls its own instance and moves to another while that one is down (as a load balancer
 * would), and the counts every answer adds to: statuses, faults (connections cut by a
 * kill) and any answer of 500 or more, which is a violation.
 */
import type { RunningServer } from '../lib/start-server';

export interface Counts {
  requests: number;
  byStatus: Map<number, number>;
  /** Requests that got no answer: the connection was refused or cut (the kill). */
  faults: number;
  /** Answers of 500 and more, with what was asked. */
  serverErrors: string[];
  /** Statuses per route ('POST /lab/cards/:id/ascend'), to read what the players met. */
  byRoute: Map<string, Map<number | 'fault', number>>;
}

export function newCounts(): Counts {
  return { requests: 0, byStatus: new Map(), faults: 0, serverErrors: [], byRoute: new Map() };
}

/** A path with its ids taken out: the route it calls. */
function routeOf(method: string, path: string): string {
  const bare = path
    .split('?')[0]
    ?.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
    .replace(/\/hash\/[A-Za-z0-9_-]+/, '/hash/:hash')
    .replace(/\/(items|offers)\/(?!search$)[a-z0-9-]+(?=$|\/)/, '/$1/:id');
  return `${method} ${bare ?? path}`;
}

function tally(counts: Counts, method: string, path: string, outcome: number | 'fault') {
  const route = routeOf(method, path);
  const seen = counts.byRoute.get(route) ?? new Map<number | 'fault', number>();
  seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
  counts.byRoute.set(route, seen);
}

export class Cluster {
  private readonly down = new Set<number>();

  constructor(
    readonly servers: RunningServer[],
    readonly counts: Counts,
  ) {}

  markDown(index: number) {
    this.down.add(index);
  }

  markUp(index: number) {
    this.down.delete(index);
  }

  /** The instance a player on `preferred` should call now. */
  target(preferred: number): string {
    const count = this.servers.length;
    for (let step = 0; step < count; step += 1) {
      const index = (preferred + step) % count;
      if (!this.down.has(index)) return this.servers[index]?.url ?? '';
    }
    return this.servers[preferred % count]?.url ?? '';
  }
}

export type Answer =
  { kind: 'answer'; status: number; body: unknown; requestId: string | null } | { kind: 'fault' };

export interface Api {
  (method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

/** A player's client: bearer token, JSON in and out, its instance with fail-over. */
export function apiFor(cluster: Cluster, preferred: number, token: string): Api {
  return async (method, path, body, headers = {}) => {
    const base = cluster.target(preferred);
    // No answer: count it, and give a restarting server a moment instead of spinning.
    const fault = async (): Promise<Answer> => {
      cluster.counts.faults += 1;
      tally(cluster.counts, method, path, 'fault');
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { kind: 'fault' };
    };
    cluster.counts.requests += 1;
    let response: Response;
    try {
      response = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      return fault();
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return fault();
    }
    const status = response.status;
    tally(cluster.counts, method, path, status);
    cluster.counts.byStatus.set(status, (cluster.counts.byStatus.get(status) ?? 0) + 1);
    if (status >= 500) {
      cluster.counts.serverErrors.push(`${status} ${method} ${path}: ${text.slice(0, 200)}`);
    }
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return {
      kind: 'answer',
      status,
      body: parsed,
      requestId: response.headers.get('x-request-id'),
    };
  };
}
