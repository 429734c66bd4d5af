/**
 * The live channel's fan-out (docs/ARCHITECTURE.md, "Live events"): one LISTEN per
 * instance, and in memory only the streams this instance holds. A signal names a player and
 * a notification id; every stream of that player on this instance reads from the table what
 * it has not sent yet, so a signal lost while the listening connection was down (or sent by
 * another instance before this stream connected) costs nothing: the next read catches up,
 * and a reconnect with Last-Event-ID starts where the last stream stopped.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent, Notification } from '@alchemy/contracts';
import { gameDayLabel, gameDayNumber, nextDayTurnMs } from '@alchemy/game-rules';
import type { Database, Db } from '../db/database';
import { LIVE_CHANNEL, notificationsAfter } from '../repositories/notifications';
import { parseSignal } from './live-signal';

/** Read per round of a catch-up; a stream far behind reads again until it is level. */
const CATCH_UP_PAGE = 50;

/** One open stream: who it is for, the last id it sent, and how it writes. */
export interface LiveStream {
  readonly playerId: string;
  lastId: number;
  /** Writes one SSE event (its data the LiveEvent, its id a notification's); false when gone. */
  send: (event: LiveEvent, id?: number) => boolean;
  close: () => void;
}

interface StreamState {
  running: boolean;
  again: boolean;
}

export class LiveHub {
  private readonly byPlayer = new Map<string, Set<LiveStream>>();
  private readonly states = new WeakMap<LiveStream, StreamState>();
  private stopListening: (() => Promise<void>) | undefined;
  private dayTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts listening, and the timer that tells the day's turn. */
  async start(database: Database): Promise<void> {
    this.stopListening = await database.listen(LIVE_CHANNEL, {
      onPayload: (payload) => this.onSignal(payload),
      onReady: () => this.catchUpAll(),
    });
    this.scheduleDayTurn();
  }

  async stop(): Promise<void> {
    clearTimeout(this.dayTimer);
    for (const streams of this.byPlayer.values()) for (const stream of streams) stream.close();
    this.byPlayer.clear();
    try {
      await this.stopListening?.();
    } catch (error) {
      // A store closed first (a lost database, a test) has no LISTEN left to stop.
      this.log.warn({ err: error }, 'live: the LISTEN could not be stopped; the store is closed');
    }
  }

  /** How many streams this instance holds (the bench and the health of the channel). */
  get openStreams(): number {
    let count = 0;
    for (const streams of this.byPlayer.values()) count += streams.size;
    return count;
  }

  add(stream: LiveStream): void {
    let streams = this.byPlayer.get(stream.playerId);
    if (!streams) {
      streams = new Set();
      this.byPlayer.set(stream.playerId, streams);
    }
    streams.add(stream);
    this.states.set(stream, { running: false, again: false });
    // What was stored after its Last-Event-ID, before this stream could hear a signal.
    this.catchUp(stream);
  }

  remove(stream: LiveStream): void {
    const streams = this.byPlayer.get(stream.playerId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.byPlayer.delete(stream.playerId);
  }

  /** The streams of one player on this instance (a cap on them is the route's). */
  streamsOf(playerId: string): readonly LiveStream[] {
    return [...(this.byPlayer.get(playerId) ?? [])];
  }

  private onSignal(payload: string): void {
    const signal = parseSignal(payload);
    if (!signal) {
      this.log.warn({ payload }, 'live: a signal of no known shape was ignored');
      return;
    }
    for (const stream of this.streamsOf(signal.player)) this.catchUp(stream);
  }

  private catchUpAll(): void {
    for (const streams of this.byPlayer.values())
      for (const stream of streams) this.catchUp(stream);
  }

  /** Sends what the table holds after the stream's last id; one read at a time per stream. */
  private catchUp(stream: LiveStream): void {
    const state = this.states.get(stream);
    if (!state) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    void (async () => {
      try {
        do {
          state.again = false;
          let page: Notification[];
          do {
            page = await notificationsAfter(this.db, stream.playerId, stream.lastId, CATCH_UP_PAGE);
            for (const notification of page) {
              if (!stream.send({ type: 'notification', notification }, notification.id)) {
                return;
              }
              stream.lastId = notification.id;
            }
          } while (page.length === CATCH_UP_PAGE);
        } while (state.again);
      } catch (error) {
        // The database away: the stream stays; the next signal or reconnect catches up.
        this.log.warn({ err: error }, 'live: a stream could not catch up; it tries again later');
      } finally {
        state.running = false;
      }
    })();
  }

  /**
   * Each instance tells its own streams at the turn of the game day: the time is the
   * signal, so no instance needs to hear it from another.
   */
  private scheduleDayTurn(): void {
    const now = this.now();
    // Timers of more than 2^31-1 ms fire at once: a day is far less.
    this.dayTimer = setTimeout(
      () => {
        const day = gameDayLabel(gameDayNumber(this.now() + 1000));
        for (const streams of this.byPlayer.values()) {
          for (const stream of streams) stream.send({ type: 'race-turned', day });
        }
        this.scheduleDayTurn();
      },
      Math.max(1000, nextDayTurnMs(now) - now + 500),
    );
    this.dayTimer.unref();
  }
}
