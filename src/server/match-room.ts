/**
 * The Colyseus room of one match (docs/online.md). It opens the match (room-admission.ts), seats
 * clients (room-seats.ts), checks every message (shape, size, rate, seat, turn, rules), stores
 * each move before acknowledging it, and sends each seat only its own view (room-views.ts).
 * Absence claims, the server bot (room-bot.ts), Type 10 clocks, chat and rematches
 * (room-rematch.ts) are driven from here.
 */
import { Room, type AuthContext, type Client } from '@colyseus/core';
import type { Outcome, Seat } from '../core/game.ts';
import { ok } from '../core/result.ts';
import { checkClientMessage, type RefusalCode } from '../net/checks.ts';
import {
  CLIENT_MESSAGE_TYPES,
  CLOSE_FLOODED,
  CLOSE_REJOIN,
  type Presence,
} from '../net/protocol.ts';
import type { ServerConfig } from './config.ts';
import { loadServerGame } from './games.ts';
import { clocked, isClockMove, ServerClock } from './clocks.ts';
import { MatchState } from './match-state.ts';
import { log } from './log.ts';
import type { Metrics } from './metrics.ts';
import { storeOutage } from './outage.ts';
import { alreadyPlayed } from './move-retry.ts';
import { RoomLease, type RoomClaims } from './room-lease.ts';
import { AddressCounter, MessageRate } from './rate-limit.ts';
import type { MatchStore } from './store.ts';
import { admit, joinOptions, openRecord, refusal, type Creator } from './room-admission.ts';
import { serverBotMove } from './room-bot.ts';
import { RoomHistory } from './room-history.ts';
import { createRematch } from './room-rematch.ts';
import { other, RoomSeats, seatOf, type ClientData } from './room-seats.ts';
import { ViewSender, welcomeFor } from './room-views.ts';

export interface RoomContext {
  readonly store: MatchStore;
  readonly config: ServerConfig;
  readonly addresses: AddressCounter;
  readonly metrics: Metrics;
  /** Match ids with a live room in this process. */
  readonly live: Set<string>;
  readonly now: () => number;
  /** Room claims in the shared store when several processes run (REDIS_URL), else null. */
  readonly claims: RoomClaims | null;
  /** A claim owner known dead (liveness.ts): its claim may be taken over. Null without Redis. */
  readonly ownerDead: ((owner: string) => Promise<boolean>) | null;
  /** This process's id, part of a room's claim owner. */
  readonly processId: () => string;
  /** Set by SIGTERM: no new room opens here. */
  closing: boolean;
}

type Admitted = ClientData & { token?: string };

/** Colyseus' fallback for message types without a handler (see onCreate). */
const NO_HANDLER = '__no_message_handler';

export function matchRoomClass(ctx: RoomContext) {
  return class MatchRoom extends Room {
    private match!: MatchState;
    private readonly seats = new RoomSeats();
    private readonly views = new ViewSender();
    private readonly history = new RoomHistory();
    /** The creator's token, handed out once to the creating client. */
    private creator: Creator | null = null;
    private queue: Promise<void> = Promise.resolve();
    private rematchAsked = new Set<Seat>();
    private rematchId: string | null = null;
    private readonly serverClock = new ServerClock(ctx.now());
    private clockTimer: { clear(): void } | null = null;
    private lease: RoomLease | null = null;
    /** Shutting down: no message is handled any more. */
    private closing = false;

    async onCreate(raw: unknown): Promise<void> {
      if (ctx.closing) throw refusal('server-error', 'This server is shutting down; try again.');
      const started = performance.now();
      const o = joinOptions(raw);
      const opened = await openRecord(ctx.store, o, ctx.now());
      let record = opened.record;
      this.creator = opened.creator;
      if (ctx.live.has(record.id)) throw refusal('server-error', 'The match is already open.');
      if (ctx.claims) {
        const owner = `${ctx.processId()}/${this.roomId}`;
        this.lease = await RoomLease.claim(
          ctx.claims,
          record.id,
          owner,
          ctx.config.roomLeaseMs,
          ctx.ownerDead,
        );
        // Another process holds the match's room (alive, or dead but not known so: see liveness.ts).
        if (!this.lease)
          throw refusal('server-error', 'The match is open on another server; try again.');
        if ('match' in o) {
          // Claimed: the log may have grown since it was read.
          const fresh = await ctx.store.loadMatch(record.id);
          if (fresh) record = fresh;
        }
      }
      let game: Awaited<ReturnType<typeof loadServerGame>>;
      try {
        game = await loadServerGame(record.game);
        this.match = new MatchState(game, record);
      } catch (e) {
        await this.lease?.release();
        throw e;
      }
      this.lease?.keep({
        // A restarted Redis forgets the listing: saving it again lets other processes find the room.
        renewed: () => void this.listing.save(),
        lost: () => {
          log.warn({ match: record.id }, 'room lease lost to another process: handing over');
          void this.handOver();
        },
      });
      ctx.live.add(record.id);
      this.listing.match = record.id;
      this.seats.open(record, ctx.now());
      // Each listed type has its own handler. Any other type reaches Colyseus' fallback, which is
      // replaced so that it is refused like any bad message: Colyseus' own closed the socket
      // without a word, and a '*' handler took a message of type '*' with its payload as the type.
      // The fallback is called (client, type, payload); as the handler of a message whose type is
      // its very name, (client, payload).
      for (const type of CLIENT_MESSAGE_TYPES)
        this.onMessage(type, (client, payload) => this.onClientMessage(client, type, payload));
      this.onMessage(NO_HANDLER, (client: Client, ...args: unknown[]) =>
        args.length >= 2
          ? this.onClientMessage(client, args[0] as string | number, args[1])
          : this.onClientMessage(client, NO_HANDLER, args[0]),
      );
      this.scheduleBot();
      this.armClock();
      if ('match' in o) ctx.metrics.restored(record.id, performance.now() - started);
    }

    async onAuth(client: Client, raw: unknown, auth: AuthContext): Promise<Admitted> {
      const o = joinOptions(raw);
      const address = String(auth?.ip ?? client.sessionId);
      const bucket = new MessageRate(ctx.config.rateBurst, ctx.config.ratePerSecond, ctx.now);
      const a = await admit(ctx.store, this.match.record, this.creator, o);
      if (a.record) this.match = Object.assign(this.match, { record: a.record });
      if (!ctx.addresses.add(address))
        throw refusal('too-many-rooms', 'Too many open games from your address.');
      // The invite stays valid; only the creator's one-time hand-out is spent.
      if ('create' in o && this.creator) this.creator = { ...this.creator, token: '' };
      return { seat: a.seat, address, bucket, ...(a.token ? { token: a.token } : {}) };
    }

    onJoin(client: Client, _options: unknown, auth: Admitted): void {
      client.userData = { seat: auth.seat, address: auth.address, bucket: auth.bucket };
      const seat = auth.seat;
      if (seat !== null) {
        this.seats.arrive(seat, client);
        ctx.metrics.seated.inc();
      }
      const players: [Presence, Presence] = [this.playerInfo(0), this.playerInfo(1)];
      const absenceMs = ctx.config.absenceMs;
      client.send(
        'welcome',
        welcomeFor(this.match, seat, players, absenceMs, auth.token, this.creator),
      );
      this.views.whole(client, this.match.viewFor(seat));
      const outcome = this.match.outcome();
      if (outcome) client.send('over', { outcome });
      if (clocked(this.match))
        client.send('clock', this.serverClock.message(this.match, ctx.now()));
      if (seat !== null) this.broadcastPresence(seat);
    }

    async onLeave(client: Client, consented: boolean): Promise<void> {
      const data = client.userData as ClientData | undefined;
      const seat = data?.seat ?? null;
      if (seat === null) {
        if (data) ctx.addresses.remove(data.address);
        return;
      }
      ctx.metrics.seated.dec();
      if (this.seats.depart(seat, client, ctx.now())) this.broadcastPresence(seat);
      // A client disconnected for flooding joins again (with its token), with a new allowance.
      if (!consented && !data?.flooded && ctx.config.reconnectSeconds > 0) {
        try {
          const back = await this.allowReconnection(client, ctx.config.reconnectSeconds);
          this.seats.arrive(seat, back);
          ctx.metrics.seated.inc();
          this.broadcastPresence(seat);
          this.views.whole(back, this.match.viewFor(seat));
          return;
        } catch {
          // Gone for good; the seat stays absent.
        }
      }
      if (data) ctx.addresses.remove(data.address);
    }

    onDispose(): Promise<void> | void {
      this.clockTimer?.clear();
      if (this.match) ctx.live.delete(this.match.record.id);
      return this.lease?.release();
    }

    /** SIGTERM: let the room be restored on another process (Colyseus has locked it already). */
    onBeforeShutdown(): void {
      void this.handOver();
    }

    /**
     * Stops handling messages, waits for the move being stored, gives up the claim, then closes
     * every connection with CLOSE_REJOIN: the clients join again and land where the room reopens.
     */
    private async handOver(): Promise<void> {
      if (this.closing) return;
      this.closing = true;
      this.clockTimer?.clear();
      await this.queue;
      await this.lease?.release();
      await this.disconnect(CLOSE_REJOIN);
    }

    private playerInfo(seat: Seat): Presence {
      return this.seats.presence(seat, this.match.record);
    }

    private broadcastPresence(seat: Seat): void {
      this.broadcast('presence', this.playerInfo(seat));
    }

    private refuse(client: Client, code: RefusalCode, message: string, of?: string): void {
      if (of === 'move') ctx.metrics.movesRefused.inc({ code });
      client.send('refused', { code, message, ...(of ? { of } : {}) });
    }

    private onClientMessage(client: Client, type: string | number, payload: unknown): void {
      const data = client.userData as ClientData | undefined;
      if (!data || this.closing || data.flooded) return;
      const of = String(type).slice(0, 40);
      const rate = data.bucket.take();
      if (rate === 'flood') {
        // As many messages again over the rate: this client does not listen to refusals.
        data.flooded = true;
        client.leave(CLOSE_FLOODED, 'Too many messages.');
        return;
      }
      if (rate === 'limited') return this.refuse(client, 'rate-limited', 'Too many messages.', of);
      const msg = checkClientMessage(type, payload);
      if (!msg.ok) return this.refuse(client, msg.error.code, msg.error.message, of);
      const m = msg.value;
      if (m.type === 'sync') return this.views.whole(client, this.match.viewFor(data.seat));
      if (m.type === 'history')
        return this.history.answer(client, this.match, data.seat, m.payload);
      if (m.type === 'chat') {
        this.broadcast('chat', { from: data.seat, text: m.payload.text, at: ctx.now() });
        return;
      }
      const seat = data.seat;
      if (seat === null) return this.refuse(client, 'spectator', 'Spectators only watch.', of);
      this.serially(async () => {
        switch (m.type) {
          case 'move': {
            const end = ctx.metrics.moveSeconds.startTimer();
            return this.playMove(client, seat, m.payload.move, m.payload.version).finally(end);
          }
          case 'resign':
            return this.end(client, { winner: other(seat), reason: 'resigned' });
          case 'claim-win':
          case 'hand-to-bot':
            return this.absence(client, seat, m.type);
          case 'rematch':
            return this.rematch(client, seat);
        }
      });
    }

    private serially(job: () => Promise<void>): void {
      this.queue = this.queue
        .then(() => (this.closing ? undefined : job()))
        .catch((e: unknown) => {
          log.error({ match: this.match.record.id, err: e }, 'match room error');
        });
    }

    private async playMove(client: Client | null, seat: Seat, move: unknown, version: number) {
      const refuse = (code: RefusalCode, message: string) => {
        if (client) this.refuse(client, code, message, 'move');
      };
      if (client && alreadyPlayed(this.match, seat, move, version)) {
        // Sent again after a lost acknowledgement: it is in the log; the view is the answer.
        this.views.send(client, this.match.viewFor(seat));
        return;
      }
      const pre = this.match.check(seat, move, version);
      if (!pre.ok) return refuse(pre.error.code, pre.error.message);
      if (clocked(this.match)) {
        if (isClockMove(move)) return refuse('illegal-move', 'The server keeps the clocks.');
        // The mover's thinking time goes into the log just before its move.
        if (!(await this.commitMove(seat, this.serverClock.take(ctx.now()))))
          return refuse('server-error', 'The move could not be stored.');
        if (this.match.outcome()) return refuse('game-over', 'Your time ran out.');
      }
      // Without a clock move the state is the one `pre` was checked on: no second check.
      const checked = clocked(this.match) ? undefined : pre.value;
      if (!(await this.commitMove(seat, move, checked)))
        return refuse('server-error', 'The move could not be stored.');
    }

    /**
     * Applies, stores, then announces one move; false when the store refused it. `checked` is
     * the next state when the caller has just checked the move on the current state.
     */
    private async commitMove(seat: Seat, move: unknown, checked?: unknown): Promise<boolean> {
      const version = this.match.version;
      const next = checked !== undefined ? ok(checked) : this.match.check(seat, move, version);
      if (!next.ok) return false;
      const stored = ctx.metrics.storeCommitSeconds.startTimer();
      try {
        await ctx.store.appendMove(this.match.record.id, version, move);
      } catch (e) {
        // The move is refused (server-error) and not acknowledged; one log line per outage.
        storeOutage.failed(e);
        return false;
      } finally {
        stored();
      }
      storeOutage.ok();
      ctx.metrics.movesAccepted.inc();
      this.match.commit(seat, move, next.value);
      this.views.sendAll(this.match, this.clients);
      const outcome = this.match.outcome();
      if (outcome) await this.finish(outcome);
      else this.scheduleBot();
      this.armClock();
      return true;
    }

    /** Type 10 with clocks: tells everyone whose clock runs, and ends the step when it is out. */
    private armClock(): void {
      this.clockTimer?.clear();
      this.clockTimer = null;
      if (!clocked(this.match)) return;
      const now = ctx.now();
      this.broadcast('clock', this.serverClock.message(this.match, now));
      const version = this.match.version;
      const wait = Math.min(this.serverClock.untilExpiry(this.match, now) + 20, 2 ** 31 - 1);
      // Node's timer, not the room clock: that one only advances on the room's ticks.
      const timer = setTimeout(() => {
        this.serially(async () => {
          const seat = this.match.toMove();
          if (this.match.version !== version || seat === null || !clocked(this.match)) return;
          await this.commitMove(seat, this.serverClock.take(ctx.now()));
        });
      }, wait);
      this.clockTimer = { clear: () => clearTimeout(timer) };
    }

    private async end(client: Client, outcome: Outcome): Promise<void> {
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.');
      await ctx.store.setEnding(this.match.record.id, outcome);
      this.match.ending = outcome;
      this.views.sendAll(this.match, this.clients);
      this.broadcast('over', { outcome });
    }

    private async finish(outcome: Outcome): Promise<void> {
      await ctx.store.setEnding(this.match.record.id, outcome);
      this.broadcast('over', { outcome });
    }

    private async absence(client: Client, seat: Seat, kind: 'claim-win' | 'hand-to-bot') {
      const opp = other(seat);
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.', kind);
      if (!this.seats.absentLongEnough(opp, ctx.now(), ctx.config.absenceMs))
        return this.refuse(client, 'not-absent', 'Your opponent is not absent long enough.', kind);
      if (kind === 'claim-win') return this.end(client, { winner: seat, reason: 'abandoned' });
      await ctx.store.setBot(this.match.record.id, opp);
      this.seats.setBot(opp);
      this.broadcastPresence(opp);
      this.scheduleBot();
    }

    private scheduleBot(): void {
      const seat = this.match.toMove();
      if (seat === null || !this.seats.isBot(seat)) return;
      const version = this.match.version;
      this.clock.setTimeout(() => {
        this.serially(async () => {
          if (this.match.version !== version || this.match.toMove() !== seat) return;
          const move = serverBotMove(this.match, seat, ctx.config.botLevel);
          await this.playMove(null, seat, move, version);
        });
      }, 50);
    }

    private async rematch(client: Client, seat: Seat): Promise<void> {
      if (!this.match.outcome())
        return this.refuse(client, 'not-over', 'The game is not over.', 'rematch');
      if (this.rematchId) return;
      this.rematchAsked.add(seat);
      if (this.rematchAsked.size < 2) {
        this.broadcast('rematch', { requested: [...this.rematchAsked] });
        return;
      }
      const { id, tokens } = await createRematch(ctx.store, this.match.record, ctx.now());
      this.rematchId = id;
      for (const c of this.clients) {
        const s = seatOf(c);
        c.send('rematch', {
          requested: [...this.rematchAsked],
          matchId: id,
          ...(s === null ? {} : { token: tokens[s] }),
        });
      }
    }
  };
}
