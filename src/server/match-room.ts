/**
 * The Colyseus room of one match (docs/online.md): it opens the match (room-join.ts), seats
 * clients (room-seats.ts), checks every message, stores each move before acknowledging it, and
 * sends each seat only its own view (room-views.ts). Absence claims, the server bot, Type 10
 * clocks, chat and rematches are driven from here; replays and the bot's search run on the
 * server's threads (threads.ts), never on the event loop.
 */
import { Room, type AuthContext, type Client } from '@colyseus/core';
import type { Outcome, Seat } from '../core/game.ts';
import { ok } from '../core/result.ts';
import { checkClientMessage, type RefusalCode } from '../net/checks.ts';
import { CLOSE_FLOODED, CLOSE_REJOIN, type Presence, type Rematch } from '../net/protocol.ts';
import type { ServerGame } from './games.ts';
import { clocked, isClockMove } from './clocks.ts';
import type { MatchState } from './match-state.ts';
import { log } from './log.ts';
import { alreadyPlayed } from './move-retry.ts';
import type { RoomLease } from './room-lease.ts';
import type { StoredMatch } from './store.ts';
import { joinOptions, openRecord, refusal, type Creator } from './room-admission.ts';
import { RoomChat } from './room-chat.ts';
import { RoomHistory } from './room-history.ts';
import { RoomBot } from './room-bot-runner.ts';
import { RoomClock } from './room-clock.ts';
import type { RoomContext } from './room-context.ts';
import { admitClient, claimAndLoad, type Admitted, type OpenedRoom } from './room-join.ts';
import { hearClients, ownResignation } from './room-messages.ts';
import { RematchVotes } from './room-rematch.ts';
import { dropUnjoined, storeMove } from './room-store.ts';
import { clientData, other, RoomSeats, type ClientData } from './room-seats.ts';
import { ViewSender, welcomeFor } from './room-views.ts';

export type { RoomContext } from './room-context.ts';

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
    /** The creator's token, handed out once to the creating client. */
    private creator: Creator | null = null;
    private queue: Promise<void> = Promise.resolve();
    private readonly rematches = new RematchVotes();
    private readonly clocks = new RoomClock({
      now: ctx.now,
      broadcast: (message) => this.broadcast('clock', message),
      expired: (version) =>
        this.serially(async () => {
          const seat = this.match.toMove();
          if (this.match.version !== version || seat === null || !clocked(this.match)) return;
          await this.commitMove(seat, this.clocks.take());
        }),
    });
    private readonly bot = new RoomBot({
      threads: ctx.threads,
      signal: this.disposed.signal,
      level: ctx.config.botLevel,
      holds: (seat) => this.seats.isBot(seat),
      later: (run) => this.clock.setTimeout(run, 50),
      play: (seat, move, version) =>
        this.serially(async () => {
          // Its player may have taken the seat back while the move was queued.
          const current = this.match.version === version && this.match.toMove() === seat;
          if (current && this.seats.isBot(seat)) await this.playMove(null, seat, move, version);
        }),
    });
    private lease: RoomLease | null = null;
    /** The match's kept chat (room-chat.ts). */
    private chat!: RoomChat;
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
      const started = performance.now();
      const o = joinOptions(raw);
      const created = await openRecord(ctx.store, o, ctx.now());
      const record = created.record;
      this.creator = created.creator;
      if (ctx.live.has(record.id)) throw refusal('server-error', 'The match is already open.');
      if (ctx.restorer.failed(record))
        throw refusal('server-error', 'This match could not be restored.');
      ctx.live.add(record.id);
      this.matchId = record.id;
      this.chat = new RoomChat(ctx.store, record.id, ctx.now);
      let opened: OpenedRoom;
      try {
        opened = await claimAndLoad(ctx, this.roomId, record, o);
      } catch (e) {
        ctx.live.delete(record.id);
        throw e;
      }
      this.lease = opened.lease;
      this.lease?.keep({
        // A restarted Redis forgets the listing: saving it again lets other processes find the room.
        renewed: () => void this.listing.save(),
        lost: () => {
          log.warn({ match: record.id }, 'room lease lost to another process: handing over');
          void this.handOver();
        },
      });
      this.listing.match = record.id;
      hearClients(this, (client, type, payload) => this.onClientMessage(client, type, payload));
      this.ready = this.open(opened.game, opened.record, 'match' in o ? started : null);
      this.ready.catch(() => undefined); // awaited by every join; `open` logs a failure
    }

    /**
     * Rebuilds the match's state off the event loop. A room that cannot be restored refuses its
     * joins (and closes with the last of them); one closed meanwhile leaves the state it was
     * restoring to the restorer, for the next join.
     */
    private async open(game: ServerGame, record: StoredMatch, since: number | null) {
      try {
        this.match = await ctx.restorer.restore(game, record);
        // A stored match reopened: from the matchmaking call to its state rebuilt.
        if (since !== null) ctx.metrics.restored(record.id, performance.now() - since);
      } catch (e) {
        log.error({ match: record.id, err: e }, 'match could not be restored');
        throw refusal('server-error', 'This match could not be restored.');
      }
      if (this.disposed.signal.aborted || this.closing) return;
      // A match restored with moves in its log was under way: its clocks go on at once.
      this.clocks.started = this.match.version > 0;
      ctx.progress?.note(record.id, this.match);
      this.seats.open(record, ctx.now());
      this.scheduleBot();
      this.clocks.arm(this.match);
    }

    /** A refused join changes nothing (room-join.ts). */
    async onAuth(client: Client, raw: unknown, auth: AuthContext): Promise<Admitted> {
      const o = joinOptions(raw);
      await this.ready;
      // Handed over (SIGTERM, a lost claim) while it was being restored: join where it reopens.
      if (this.closing || this.disposed.signal.aborted)
        throw refusal('server-error', 'The match is moving to another server; try again.');
      const entry = await admitClient(ctx, client, o, auth, this.match.record, this.creator);
      if (entry.record) this.match = Object.assign(this.match, { record: entry.record });
      // The invite stays valid; only the creator's one-time hand-out is spent.
      if ('create' in o && this.creator) this.creator = { ...this.creator, token: '' };
      return entry.admitted;
    }

    onJoin(client: Client, _options: unknown, auth: Admitted): void {
      client.userData = clientData(auth);
      const seat = auth.seat;
      if (seat !== null) {
        this.seats.arrive(seat, client);
        ctx.metrics.seated.inc();
      }
      const players: [Presence, Presence] = [this.playerInfo(0), this.playerInfo(1)];
      const { absenceMs } = ctx.config;
      const w = welcomeFor(this.match, seat, players, absenceMs, auth.token, this.creator);
      client.send('welcome', w);
      this.views.whole(client, this.match.viewFor(seat));
      const outcome = this.match.outcome();
      if (outcome) client.send('over', { outcome });
      if (clocked(this.match)) client.send('clock', this.clocks.message(this.match));
      this.chat.sendLog(client);
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
          this.chat.sendLog(back);
          this.startClock();
          return;
        } catch {
          // Gone for good; the seat stays absent.
        }
      }
      if (data) ctx.addresses.remove(data.address);
    }

    async onDispose(): Promise<void> {
      this.clocks.stop();
      this.disposed.abort();
      this.history.close();
      if (this.matchId) ctx.live.delete(this.matchId);
      // Reopening it soon (a reload after everyone left) replays only the moves made since.
      if (this.match) ctx.restorer.closed(this.match);
      const unclaimed = this.creator?.token ? this.matchId : null;
      await Promise.all([this.lease?.release(), unclaimed && dropUnjoined(ctx, unclaimed)]);
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
      this.clocks.stop();
      await this.queue;
      await this.lease?.release();
      await this.disconnect(CLOSE_REJOIN);
    }

    private playerInfo(seat: Seat): Presence {
      return ctx.lobby.seen(this.match.record.id, this.seats.presence(seat, this.match.record));
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
      if (m.type === 'chat')
        return this.chat.say(client, this.clients, data.seat, m.payload.text, m.payload.id);
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
          log.error({ match: this.matchId, err: e }, 'match room error');
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
      const timed = clocked(this.match) && this.clocks.started;
      if (timed) {
        // The mover's thinking time goes into the log just before its move.
        if (!(await this.commitMove(seat, this.clocks.take())))
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
      if (!(await storeMove(ctx, this.match.record.id, version, move, this.lease))) return false;
      this.match.commit(seat, move, next.value);
      ctx.progress?.note(this.match.record.id, this.match);
      this.views.sendAll(this.match, this.clients);
      const outcome = this.match.outcome();
      if (outcome) await this.finish(outcome);
      else this.scheduleBot();
      this.clocks.arm(this.match);
      return true;
    }

    /** Starts the clocks the first time both seats are filled (each by its player or the bot). */
    private startClock(): void {
      this.clocks.start(this.match, this.seats.filled(0) && this.seats.filled(1));
    }

    private async end(client: Client, outcome: Outcome): Promise<void> {
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.');
      await this.finish(outcome, false);
    }

    private async finish(outcome: Outcome, byMove = true): Promise<void> {
      await ctx.store.setEnding(this.match.record.id, outcome, ctx.now());
      if (!byMove) this.match.ending = outcome;
      if (!byMove) this.views.sendAll(this.match, this.clients);
      this.broadcast('over', { outcome });
      void ctx.lobby.over(this.match.record.id); // nothing left to watch live
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

    private scheduleBot(): void {
      if (!this.closing) this.bot.schedule(this.match);
    }

    private async rematch(client: Client, seat: Seat): Promise<void> {
      if (!this.match.outcome())
        return this.refuse(client, 'not-over', 'The game is not over.', 'rematch');
      const tell = (m: Rematch) => this.broadcast('rematch', m);
      await this.rematches.ask(seat, this.clients, tell, ctx.store, this.match.record, ctx.now());
    }
  };
}
