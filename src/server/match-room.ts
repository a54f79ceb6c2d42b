/**
 * The Colyseus room of one match (docs/online.md). It opens the match (room-admission.ts), seats
 * clients (room-seats.ts), checks every message (shape, size, rate, seat, turn, rules), stores
 * each move before acknowledging it, and sends each seat only its own view (room-views.ts).
 * Absence claims, the server bot (room-bot.ts), Type 10 clocks, chat and rematches
 * (room-rematch.ts) are driven from here. Replays (restoring the room, `history`) and the bot's
 * search run on the server's threads (threads.ts), never on the event loop.
 */
import { Room, type AuthContext, type Client } from '@colyseus/core';
import type { Outcome, Seat } from '../core/game.ts';
import { ok } from '../core/result.ts';
import { checkClientMessage, type RefusalCode } from '../net/checks.ts';
import { CLOSE_REJOIN, type Presence } from '../net/protocol.ts';
import type { ServerConfig } from './config.ts';
import { loadServerGame, type ServerGame } from './games.ts';
import { clocked, isClockMove, ServerClock } from './clocks.ts';
import { MatchState } from './match-state.ts';
import { alreadyPlayed } from './move-retry.ts';
import { RoomLease, type RoomClaims } from './room-lease.ts';
import { AddressCounter, TokenBucket } from './rate-limit.ts';
import type { MatchStore, StoredMatch } from './store.ts';
import { admit, joinOptions, openRecord, refusal, type Creator } from './room-admission.ts';
import { botJobFor } from './room-bot.ts';
import { RoomHistory } from './room-history.ts';
import type { Restorer } from './room-restore.ts';
import { createRematch } from './room-rematch.ts';
import { other, RoomSeats, seatOf, type ClientData } from './room-seats.ts';
import type { ServerThreads } from './threads.ts';
import { ViewSender, welcomeFor } from './room-views.ts';

export interface RoomContext {
  readonly store: MatchStore;
  readonly config: ServerConfig;
  readonly addresses: AddressCounter;
  /** Match ids with a live room in this process. */
  readonly live: Set<string>;
  readonly now: () => number;
  /** Room claims in the shared store when several processes run (REDIS_URL), else null. */
  readonly claims: RoomClaims | null;
  /** This process's id, part of a room's claim owner. */
  readonly processId: () => string;
  /** Set by SIGTERM: no new room opens here. */
  closing: boolean;
  /** The replay and bot threads of this process. */
  readonly threads: ServerThreads;
  /** Restores rooms from the store (on the replay thread) and keeps closed rooms' states. */
  readonly restorer: Restorer;
}

/** Times the bot's search may fail (its thread died) before the room stops asking it. */
const BOT_RETRIES = 3;

type Admitted = ClientData & { token?: string };

export function matchRoomClass(ctx: RoomContext) {
  return class MatchRoom extends Room {
    private match!: MatchState;
    private readonly seats = new RoomSeats();
    private readonly views = new ViewSender();
    private readonly history = new RoomHistory((job, signal) =>
      ctx.threads.replay.replay(job, signal),
    );
    /** Aborted when the room closes: a bot search or `history` replay under way is dropped. */
    private readonly disposed = new AbortController();
    /** Settles when the match's state is restored (`open`). */
    private ready: Promise<void> = Promise.resolve();
    private matchId: string | null = null;
    private botFailures = 0;
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

    /**
     * Opens the match's room: the record is created or loaded (and claimed, with several
     * processes) here, then listed at once, while its state is rebuilt on the replay thread
     * (`open`): the matchmaking answer does not wait for the replay, and joining clients wait for
     * it in onAuth, over their WebSocket. Another join of the match in the meantime finds this
     * room instead of opening a second one.
     */
    async onCreate(raw: unknown): Promise<void> {
      if (ctx.closing) throw refusal('server-error', 'This server is shutting down; try again.');
      const o = joinOptions(raw);
      const opened = await openRecord(ctx.store, o, ctx.now());
      let record = opened.record;
      this.creator = opened.creator;
      if (ctx.live.has(record.id)) throw refusal('server-error', 'The match is already open.');
      if (ctx.restorer.failed(record))
        throw refusal('server-error', 'This match could not be restored.');
      ctx.live.add(record.id);
      this.matchId = record.id;
      let game: Awaited<ReturnType<typeof loadServerGame>>;
      try {
        if (ctx.claims) {
          const owner = `${ctx.processId()}/${this.roomId}`;
          this.lease = await RoomLease.claim(ctx.claims, record.id, owner, ctx.config.roomLeaseMs);
          // Another process holds the match's room (or held it and died: its lease must expire).
          if (!this.lease)
            throw refusal('server-error', 'The match is open on another server; try again.');
          if ('match' in o) {
            // Claimed: the log may have grown since it was read.
            const fresh = await ctx.store.loadMatch(record.id);
            if (fresh) record = fresh;
          }
        }
        game = await loadServerGame(record.game);
      } catch (e) {
        ctx.live.delete(record.id);
        await this.lease?.release();
        throw e;
      }
      this.lease?.keep({
        // A restarted Redis forgets the listing: saving it again lets other processes find the room.
        renewed: () => void this.listing.save(),
        lost: () => void this.handOver(),
      });
      this.listing.match = record.id;
      this.onMessage('*', (client, type, payload) => this.onClientMessage(client, type, payload));
      this.ready = this.open(game, record);
      // Awaited by every join; a failure is logged in `open`.
      this.ready.catch(() => undefined);
    }

    /**
     * Rebuilds the match's state off the event loop. A room that cannot be restored refuses its
     * joins (and closes with the last of them); one closed meanwhile leaves the state it was
     * restoring to the restorer, for the next join.
     */
    private async open(game: ServerGame, record: StoredMatch): Promise<void> {
      try {
        this.match = await ctx.restorer.restore(game, record);
      } catch (e) {
        console.error(`match ${record.id} could not be restored`, e);
        throw refusal('server-error', 'This match could not be restored.');
      }
      if (this.disposed.signal.aborted || this.closing) return;
      this.seats.open(record, ctx.now());
      this.scheduleBot();
      this.armClock();
    }

    async onAuth(client: Client, raw: unknown, auth: AuthContext): Promise<Admitted> {
      const o = joinOptions(raw);
      await this.ready;
      // Handed over (SIGTERM, a lost claim) while it was being restored: join where it reopens.
      if (this.closing || this.disposed.signal.aborted)
        throw refusal('server-error', 'The match is moving to another server; try again.');
      const address = String(auth?.ip ?? client.sessionId);
      const bucket = new TokenBucket(ctx.config.rateBurst, ctx.config.ratePerSecond, ctx.now);
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
      if (seat !== null) this.seats.arrive(seat, client);
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
      if (this.seats.depart(seat, client, ctx.now())) this.broadcastPresence(seat);
      if (!consented && ctx.config.reconnectSeconds > 0) {
        try {
          const back = await this.allowReconnection(client, ctx.config.reconnectSeconds);
          this.seats.arrive(seat, back);
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
      this.disposed.abort();
      this.history.close();
      if (this.matchId) ctx.live.delete(this.matchId);
      // Reopening it soon (a reload after everyone left) replays only the moves made since.
      if (this.match) ctx.restorer.closed(this.match);
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
      client.send('refused', { code, message, ...(of ? { of } : {}) });
    }

    private onClientMessage(client: Client, type: string | number, payload: unknown): void {
      const data = client.userData as ClientData | undefined;
      if (!data || this.closing) return;
      const of = String(type).slice(0, 40);
      if (!data.bucket.take()) return this.refuse(client, 'rate-limited', 'Too many messages.', of);
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
          case 'move':
            return this.playMove(client, seat, m.payload.move, m.payload.version);
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
          console.error('match room error', e);
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
      try {
        await ctx.store.appendMove(this.match.record.id, version, move);
      } catch (e) {
        console.error('store refused a move', e);
        return false;
      }
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

    /**
     * When the bot's seat is to move: asks the bot thread for its move, then plays it unless the
     * game has moved on meanwhile (a resignation, a claimed win, a clock): that answer is dropped.
     */
    private scheduleBot(): void {
      const seat = this.match.toMove();
      if (seat === null || !this.seats.isBot(seat)) return;
      const version = this.match.version;
      const current = () => this.match.version === version && this.match.toMove() === seat;
      this.clock.setTimeout(() => {
        if (this.closing || this.disposed.signal.aborted || !current()) return;
        const job = botJobFor(this.match, seat, ctx.config.botLevel);
        ctx.threads.bot.bot(job, this.disposed.signal).then(
          (move) => {
            this.botFailures = 0;
            this.serially(async () => {
              if (current()) await this.playMove(null, seat, move, version);
            });
          },
          (e: unknown) => {
            if (this.disposed.signal.aborted) return;
            console.error('server bot failed', e);
            if (++this.botFailures <= BOT_RETRIES) this.scheduleBot();
          },
        );
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
