/**
 * The Colyseus room of one match (docs/online.md). It opens the match (room-admission.ts), seats
 * clients (room-seats.ts), checks every message (shape, size, rate, seat, turn, rules), stores
 * each move before acknowledging it, and sends each seat only its own view (room-views.ts).
 * Absence claims, the server bot (room-bot.ts), Type 10 clocks, chat and rematches
 * (room-rematch.ts) are driven from here. Replays (restoring the room, `history`) and the bot's
 * search run on the server's threads (threads.ts), never on the event loop.
 */
import { ClientState, Room, type AuthContext, type Client } from '@colyseus/core';
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
import { loadServerGame, type ServerGame } from './games.ts';
import { clocked, isClockMove, ServerClock, stoppedClock } from './clocks.ts';
import { MatchState } from './match-state.ts';
import type { ProgressBook } from './match-progress.ts';
import { alreadyPlayed } from './move-retry.ts';
import { RoomLease, type RoomClaims } from './room-lease.ts';
import { AddressCounter, MessageRate } from './rate-limit.ts';
import type { MatchStore, StoredMatch } from './store.ts';
import { addressOf } from './create-limit.ts';
import {
  admit,
  giveBack,
  joinOptions,
  openRecord,
  refusal,
  type Creator,
} from './room-admission.ts';
import { botJobFor } from './room-bot.ts';
import { RoomChat } from './room-chat.ts';
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
  /** Whose move and which turn each match is at, for Home's list (match-progress.ts). */
  readonly progress?: ProgressBook;
  /** The replay and bot threads of this process. */
  readonly threads: ServerThreads;
  /** Restores rooms from the store (on the replay thread) and keeps closed rooms' states. */
  readonly restorer: Restorer;
}

/** Times the bot's search may fail (its thread died) before the room stops asking it. */
const BOT_RETRIES = 3;

type Admitted = ClientData & { token?: string };

/** Colyseus' fallback for message types without a handler (see onCreate). */
const NO_HANDLER = '__no_message_handler';

/** `{ type: 'resign' }`, or with `seat` the sender's own: a table's resignation move. */
function ownResignation(move: unknown, seat: Seat): boolean {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return false;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m);
  return (
    m['type'] === 'resign' &&
    keys.every((k) => k === 'type' || k === 'seat') &&
    (!Object.hasOwn(m, 'seat') || m['seat'] === seat)
  );
}

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
    /** Type 10 clocks run once both seats have been filled at once (clocks.ts `stoppedClock`). */
    private clockStarted = false;
    private lease: RoomLease | null = null;
    /** The match's kept chat (room-chat.ts), made on first use. */
    private chatBook: RoomChat | null = null;
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
      // A match restored with moves in its log was under way: its clocks go on at once.
      this.clockStarted = this.match.version > 0;
      ctx.progress?.note(record.id, this.match);
      this.seats.open(record, ctx.now());
      this.scheduleBot();
      this.armClock();
    }

    /**
     * Every limit is checked before anything is written, and what was written is undone when the
     * join fails after all: a refused join changes nothing (issue 23).
     */
    async onAuth(client: Client, raw: unknown, auth: AuthContext): Promise<Admitted> {
      const o = joinOptions(raw);
      await this.ready;
      // Handed over (SIGTERM, a lost claim) while it was being restored: join where it reopens.
      if (this.closing || this.disposed.signal.aborted)
        throw refusal('server-error', 'The match is moving to another server; try again.');
      const address = addressOf(auth, client.sessionId);
      const bucket = new MessageRate(ctx.config.rateBurst, ctx.config.ratePerSecond, ctx.now);
      if (!ctx.addresses.add(address))
        throw refusal('too-many-rooms', 'Too many open games from your address.');
      const before = this.match.record;
      let a: Awaited<ReturnType<typeof admit>>;
      try {
        a = await admit(ctx.store, before, this.creator, o);
        // The creator's first join hands out the match's first tokens: it is joined from now.
        if ('create' in o) await ctx.store.markJoined(before.id, ctx.now());
      } catch (e) {
        ctx.addresses.remove(address);
        throw e;
      }
      // The socket closed meanwhile (Colyseus then drops the client without onLeave): the seat
      // and the address slot are given back, the invite is valid again.
      if (client.state === ClientState.LEAVING) {
        ctx.addresses.remove(address);
        if (a.record && a.token)
          await giveBack(ctx.store, before, a).catch((e: unknown) =>
            console.error('an invite could not be given back', e),
          );
        throw refusal('server-error', 'The connection closed while joining.');
      }
      if (a.record) this.match = Object.assign(this.match, { record: a.record });
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
      if (clocked(this.match)) client.send('clock', this.clockMessage(ctx.now()));
      this.chat().sendLog(client);
      if (seat !== null) this.broadcastPresence(seat);
      this.startClock();
    }

    async onLeave(client: Client, consented: boolean): Promise<void> {
      const data = client.userData as ClientData | undefined;
      const seat = data?.seat ?? null;
      if (seat === null) {
        if (data) ctx.addresses.remove(data.address);
        return;
      }
      if (this.seats.depart(seat, client, ctx.now())) this.broadcastPresence(seat);
      // A client disconnected for flooding joins again (with its token), with a new allowance.
      if (!consented && !data?.flooded && ctx.config.reconnectSeconds > 0) {
        try {
          const back = await this.allowReconnection(client, ctx.config.reconnectSeconds);
          this.seats.arrive(seat, back);
          this.broadcastPresence(seat);
          this.views.whole(back, this.match.viewFor(seat));
          this.chat().sendLog(back);
          this.startClock();
          return;
        } catch {
          // Gone for good; the seat stays absent.
        }
      }
      if (data) ctx.addresses.remove(data.address);
    }

    async onDispose(): Promise<void> {
      this.clockTimer?.clear();
      this.disposed.abort();
      this.history.close();
      if (this.matchId) ctx.live.delete(this.matchId);
      // Reopening it soon (a reload after everyone left) replays only the moves made since.
      if (this.match) ctx.restorer.closed(this.match);
      // Created, but its creator never came for its tokens (a matchmaking call without a
      // WebSocket): nobody can ever use the match, so it is not kept.
      const unclaimed = this.creator?.token ? this.matchId : undefined;
      await Promise.all([
        this.lease?.release(),
        unclaimed &&
          ctx.store
            .dropMatch(unclaimed)
            .catch((e: unknown) => console.error('an unjoined match could not be dropped', e)),
      ]);
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

    private chat(): RoomChat {
      return (this.chatBook ??= new RoomChat(ctx.store, this.match.record.id, ctx.now));
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
      if (m.type === 'chat')
        return this.chat().say(client, this.clients, data.seat, m.payload.text, m.payload.id);
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
          case 'take-seat':
            return this.takeSeat(seat);
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
      if (clocked(this.match) && isClockMove(move))
        return refuse('illegal-move', 'The server keeps the clocks.');
      // A table's own Resign (Type 10) sends its resignation as a move; online that is `resign`,
      // by the sender's seat only (a move naming the other seat made it resign before).
      if (client && ownResignation(move, seat))
        return this.end(client, { winner: other(seat), reason: 'resigned' });
      // Only a listed move is a move: from here on it is the server's own listed object.
      const pre = this.match.accept(seat, move, version);
      if (!pre.ok) return refuse(pre.error.code, pre.error.message);
      const listed = pre.value.move;
      const timed = clocked(this.match) && this.clockStarted;
      if (timed) {
        // The mover's thinking time goes into the log just before its move.
        if (!(await this.commitMove(seat, this.serverClock.take(ctx.now()))))
          return refuse('server-error', 'The move could not be stored.');
        if (this.match.outcome()) return refuse('game-over', 'Your time ran out.');
      }
      // Without a clock move the state is the one `pre` was checked on: no second check.
      const checked = timed ? undefined : pre.value.next;
      if (!(await this.commitMove(seat, listed, checked)))
        return refuse('server-error', 'The move could not be stored.');
    }

    /**
     * Applies, stores, then announces one move the server made or accepted (a listed move, a
     * clock move); false when the store refused it. `checked` is the next state when the caller
     * has just checked the move on the current state.
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
      ctx.progress?.note(this.match.record.id, this.match);
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
      this.broadcast('clock', this.clockMessage(now));
      if (!this.clockStarted) return;
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

    private clockMessage(now: number) {
      return this.clockStarted ? this.serverClock.message(this.match, now) : stoppedClock(now);
    }

    /** Starts the clocks the first time both seats are filled (each by its player or the bot). */
    private startClock(): void {
      if (this.clockStarted || !clocked(this.match)) return;
      if (!this.seats.filled(0) || !this.seats.filled(1)) return;
      this.clockStarted = true;
      this.serverClock.restart(ctx.now());
      this.armClock();
    }

    private async end(client: Client, outcome: Outcome): Promise<void> {
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.');
      await ctx.store.setEnding(this.match.record.id, outcome, ctx.now());
      this.match.ending = outcome;
      this.views.sendAll(this.match, this.clients);
      this.broadcast('over', { outcome });
    }

    private async finish(outcome: Outcome): Promise<void> {
      await ctx.store.setEnding(this.match.record.id, outcome, ctx.now());
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
      this.startClock();
      this.scheduleBot();
    }

    /** The player of a seat handed to the bot takes it back: the bot stops playing it. */
    private async takeSeat(seat: Seat): Promise<void> {
      if (!this.seats.isBot(seat) || this.match.outcome()) return;
      await ctx.store.setBot(this.match.record.id, seat, false);
      this.seats.setBot(seat, false);
      this.broadcastPresence(seat);
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
              // Its player may have taken the seat back meanwhile.
              if (current() && this.seats.isBot(seat))
                await this.playMove(null, seat, move, version);
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
