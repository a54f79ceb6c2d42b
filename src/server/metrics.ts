/**
 * Prometheus metrics (docs/deploy.md, "Metrics"), with prom-client: live rooms, seated players,
 * moves accepted and refused (by refusal code), the server's move round trip (message in to
 * answer out) and store commit time, restores of a match from the store and their duration, and
 * Node's own process metrics (event-loop lag among them). Labels are bounded sets only (a refusal
 * code): never a match id, token or name. Recorded always (a few additions per move); served only
 * when TABLETOP_METRICS_ADDRESS is set, on a listener of its own (`GET /metrics`), so it is never
 * reachable through the public port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Histogram as H,
} from 'prom-client';
import { log } from './log.ts';

/** Seconds: from 1 ms to 10 s (a move's round trip and store commit live in 2–300 ms). */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  readonly rooms: Gauge;
  readonly seated: Gauge;
  readonly movesAccepted: Counter;
  readonly movesRefused: Counter<'code'>;
  readonly moveSeconds: H;
  readonly storeCommitSeconds: H;
  readonly restores: Counter;
  readonly restoreSeconds: H;

  constructor(liveRooms: () => number) {
    const registers = [this.registry];
    this.rooms = new Gauge({
      name: 'tabletop_rooms',
      help: 'Match rooms open in this process.',
      registers,
      collect() {
        this.set(liveRooms());
      },
    });
    this.seated = new Gauge({
      name: 'tabletop_seated_players',
      help: 'Players connected to a seat of a room in this process (spectators not counted).',
      registers,
    });
    this.movesAccepted = new Counter({
      name: 'tabletop_moves_accepted_total',
      help: 'Moves stored and acknowledged.',
      registers,
    });
    this.movesRefused = new Counter({
      name: 'tabletop_moves_refused_total',
      help: 'Moves refused, by refusal code (server-error: the store did not take it).',
      labelNames: ['code'],
      registers,
    });
    this.moveSeconds = new Histogram({
      name: 'tabletop_move_seconds',
      help: "A player's move from its arrival to its answer (waiting behind the room's queue included).",
      buckets: BUCKETS,
      registers,
    });
    this.storeCommitSeconds = new Histogram({
      name: 'tabletop_store_commit_seconds',
      help: 'One move committed to the store (PostgreSQL or SQLite), failures included.',
      buckets: BUCKETS,
      registers,
    });
    this.restores = new Counter({
      name: 'tabletop_restores_total',
      help: 'Rooms opened for an existing match (after a restart, failover or drain elsewhere).',
      registers,
    });
    this.restoreSeconds = new Histogram({
      name: 'tabletop_restore_seconds',
      help: 'Opening a room for an existing match: claim, load and replay of its log.',
      buckets: BUCKETS,
      registers,
    });
  }

  /** A match restored (its room opened for an existing match) in `ms`: counted, timed, logged. */
  restored(matchId: string, ms: number): void {
    this.restores.inc();
    this.restoreSeconds.observe(ms / 1000);
    log.info({ match: matchId, ms: Math.round(ms) }, 'match restored');
  }

  /** Node's process metrics (CPU, memory, event-loop lag `nodejs_eventloop_lag_*`, GC). */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }
}

/** `host:port` of TABLETOP_METRICS_ADDRESS, checked; null when unset. */
export function metricsAddress(raw: string | undefined): { host: string; port: number } | null {
  if (raw === undefined || raw === '') return null;
  const m = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(raw);
  const port = m ? Number(m[2]) : -1;
  if (!m || port > 65535)
    throw new Error(`TABLETOP_METRICS_ADDRESS must be host:port (like 127.0.0.1:9464), not ${raw}`);
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
}

/** The metrics listener: `GET /metrics` only. */
export async function serveMetrics(
  metrics: Metrics,
  at: { host: string; port: number },
): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404).end();
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  server.unref();
  return { port: (server.address() as AddressInfo).port, server };
}
