/**
 * The Colyseus room of one match (docs/online.md). It creates the match or rebuilds it from the
 * store, seats clients by token (or invite, once), checks every message (shape, size, rate, seat,
 * turn, rules), stores each move before acknowledging it, and sends each seat only its own view.
 * Presence, absence claims, the server bot, chat and rematches live here too.
 */
import { Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import type { Outcome, Seat } from '../core/game.ts';
import { chooseBotMove } from '../core/bots/levels.ts';
import { checkClientMessage, checkJoin, type RefusalCode } from '../net/checks.ts';
import type { JoinOptions, Presence, Welcome } from '../net/protocol.ts';
import type { ServerConfig } from './config.ts';
import { loadServerGame } from './games.ts';
import { clocked, isClockMove, ServerClock } from './clocks.ts';
import { MatchState } from './match-state.ts';
import { AddressCounter, TokenBucket } from './rate-limit.ts';
import type { MatchStore, StoredMatch } from './store.ts';
import { hashToken, newMatchId, newSeed, newToken, tokenMatches } from './tokens.ts';

export interface RoomContext {
  readonly store: MatchStore;
  readonly config: ServerConfig;
  readonly addresses: AddressCounter;
  /** Match ids with a live room in this process. */
  readonly live: Set<string>;
  readonly now: () => number;
}

interface SeatInfo {
  clients: Set<Client>;
  absentSince: number | null;
  bot: boolean;
}

interface ClientData {
  seat: Seat | null;
  address: string;
  bucket: TokenBucket;
}

function refusal(code: RefusalCode, message: string): ServerError {
  return new ServerError(4400, `${code}: ${message}`);
}

const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

export function matchRoomClass(ctx: RoomContext) {
  return class MatchRoom extends Room {
    private match!: MatchState;
    private readonly seats: [SeatInfo, SeatInfo] = [
      { clients: new Set(), absentSince: null, bot: false },
      { clients: new Set(), absentSince: null, bot: false },
    ];
    /** The creator's token, handed out once to the creating client. */
    private creator: { seat: Seat; token: string; invite: string } | null = null;
    private queue: Promise<void> = Promise.resolve();
    private rematchAsked = new Set<Seat>();
    private rematchId: string | null = null;
    private readonly serverClock = new ServerClock(ctx.now());
    private clockTimer: { clear(): void } | null = null;

    async onCreate(raw: unknown): Promise<void> {
      const opts = checkJoin(raw);
      if (!opts.ok) throw refusal(opts.error.code, opts.error.message);
      let record: StoredMatch | null;
      if ('create' in opts.value) {
        const { game: id, options, seat } = opts.value.create;
        const game = await loadServerGame(id);
        const valid = game.def.validateOptions(options);
        if (!valid.ok) throw refusal('bad-join', valid.error.message);
        const token = newToken();
        const invite = newToken();
        const seats: [string | null, string | null] = [null, null];
        seats[seat] = hashToken(token);
        record = {
          id: newMatchId(),
          game: id,
          options: valid.value,
          seed: newSeed(),
          seats,
          invite: hashToken(invite),
          createdAt: ctx.now(),
          moves: [],
          bots: [false, false],
          ending: null,
        };
        await ctx.store.createMatch(record);
        this.creator = { seat, token, invite };
      } else {
        record = await ctx.store.loadMatch(opts.value.match);
        if (!record) throw refusal('no-match', 'There is no such match.');
      }
      if (ctx.live.has(record.id)) throw refusal('server-error', 'The match is already open.');
      const game = await loadServerGame(record.game);
      this.match = new MatchState(game, record);
      ctx.live.add(record.id);
      this.listing.match = record.id;
      this.seats[0].bot = record.bots[0];
      this.seats[1].bot = record.bots[1];
      for (const s of [0, 1] as const) if (record.seats[s]) this.seats[s].absentSince = ctx.now();
      this.onMessage('*', (client, type, payload) => this.onClientMessage(client, type, payload));
      this.scheduleBot();
      this.armClock();
    }

    async onAuth(
      client: Client,
      raw: unknown,
      auth: AuthContext,
    ): Promise<ClientData & { token?: string }> {
      const opts = checkJoin(raw);
      if (!opts.ok) throw refusal(opts.error.code, opts.error.message);
      const o: JoinOptions = opts.value;
      const address = String(auth?.ip ?? client.sessionId);
      const bucket = new TokenBucket(ctx.config.rateBurst, ctx.config.ratePerSecond, ctx.now);
      let seat: Seat | null = null;
      let token: string | undefined;
      const rec = this.match.record;
      if ('create' in o) {
        if (!this.creator?.token) throw refusal('bad-join', 'This match was already created.');
        seat = this.creator.seat;
        token = this.creator.token;
      } else if ('token' in o) {
        seat = tokenMatches(o.token, rec.seats[0])
          ? 0
          : tokenMatches(o.token, rec.seats[1])
            ? 1
            : null;
        if (seat === null) throw refusal('bad-token', 'This token holds no seat of this match.');
      } else if ('invite' in o) {
        const free: Seat | null = rec.seats[0] === null ? 0 : rec.seats[1] === null ? 1 : null;
        if (free === null || !rec.invite || !tokenMatches(o.invite, rec.invite))
          throw refusal('seat-taken', 'This invite is not valid or has been used.');
        token = newToken();
        const h = hashToken(token);
        if (!(await ctx.store.takeInvite(rec.id, rec.invite, free, h)))
          throw refusal('seat-taken', 'This invite has been used.');
        const seats: [string | null, string | null] = [rec.seats[0], rec.seats[1]];
        seats[free] = h;
        this.match = Object.assign(this.match, { record: { ...rec, seats, invite: null } });
        seat = free;
      }
      if (!ctx.addresses.add(address))
        throw refusal('too-many-rooms', 'Too many open games from your address.');
      if ('create' in o) this.creatorJoined();
      return { seat, address, bucket, ...(token ? { token } : {}) };
    }

    private creatorJoined(): void {
      // The invite stays valid; only the creator's one-time hand-out is spent.
      if (this.creator) this.creator = { ...this.creator, token: '' };
    }

    onJoin(client: Client, _options: unknown, auth: ClientData & { token?: string }): void {
      client.userData = { seat: auth.seat, address: auth.address, bucket: auth.bucket };
      const seat = auth.seat;
      if (seat !== null) {
        this.seats[seat].clients.add(client);
        this.seats[seat].absentSince = null;
      }
      const welcome: Welcome = {
        seat,
        matchId: this.match.record.id,
        game: this.match.record.game,
        options: this.match.record.options,
        players: [this.playerInfo(0), this.playerInfo(1)],
        absenceMs: ctx.config.absenceMs,
        ...(auth.token ? { token: auth.token } : {}),
        ...(this.creator && seat === this.creator.seat && this.match.record.invite
          ? { invite: this.creator.invite }
          : {}),
      };
      client.send('welcome', welcome);
      client.send('view', this.match.viewFor(seat));
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
      this.seats[seat].clients.delete(client);
      if (this.seats[seat].clients.size === 0) {
        this.seats[seat].absentSince = ctx.now();
        this.broadcastPresence(seat);
      }
      if (!consented && ctx.config.reconnectSeconds > 0) {
        try {
          const back = await this.allowReconnection(client, ctx.config.reconnectSeconds);
          this.seats[seat].clients.add(back);
          this.seats[seat].absentSince = null;
          this.broadcastPresence(seat);
          back.send('view', this.match.viewFor(seat));
          return;
        } catch {
          // Gone for good; the seat stays absent.
        }
      }
      if (data) ctx.addresses.remove(data.address);
    }

    onDispose(): void {
      this.clockTimer?.clear();
      if (this.match) ctx.live.delete(this.match.record.id);
    }

    private playerInfo(seat: Seat): Presence {
      const s = this.seats[seat];
      return {
        seat,
        seated: this.match.record.seats[seat] !== null,
        connected: s.clients.size > 0,
        absentSince: s.clients.size > 0 ? null : s.absentSince,
        bot: s.bot,
      };
    }

    private broadcastPresence(seat: Seat): void {
      this.broadcast('presence', this.playerInfo(seat));
    }

    private refuse(client: Client, code: RefusalCode, message: string, of?: string): void {
      client.send('refused', { code, message, ...(of ? { of } : {}) });
    }

    private onClientMessage(client: Client, type: string | number, payload: unknown): void {
      const data = client.userData as ClientData | undefined;
      if (!data) return;
      const of = String(type).slice(0, 40);
      if (!data.bucket.take()) return this.refuse(client, 'rate-limited', 'Too many messages.', of);
      const msg = checkClientMessage(type, payload);
      if (!msg.ok) return this.refuse(client, msg.error.code, msg.error.message, of);
      const m = msg.value;
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
      this.queue = this.queue.then(job).catch((e: unknown) => {
        console.error('match room error', e);
      });
    }

    private async playMove(client: Client | null, seat: Seat, move: unknown, version: number) {
      const refuse = (code: RefusalCode, message: string) => {
        if (client) this.refuse(client, code, message, 'move');
      };
      const pre = this.match.check(seat, move, version);
      if (!pre.ok) return refuse(pre.error.code, pre.error.message);
      if (clocked(this.match)) {
        if (isClockMove(move)) return refuse('illegal-move', 'The server keeps the clocks.');
        // The mover's thinking time goes into the log just before its move.
        if (!(await this.commitMove(seat, this.serverClock.take(ctx.now()))))
          return refuse('server-error', 'The move could not be stored.');
        if (this.match.outcome()) return refuse('game-over', 'Your time ran out.');
      }
      if (!(await this.commitMove(seat, move)))
        return refuse('server-error', 'The move could not be stored.');
    }

    /** Applies, stores, then announces one move; false when the store refused it. */
    private async commitMove(seat: Seat, move: unknown): Promise<boolean> {
      const version = this.match.version;
      const next = this.match.check(seat, move, version);
      if (!next.ok) return false;
      try {
        await ctx.store.appendMove(this.match.record.id, version, move);
      } catch (e) {
        console.error('store refused a move', e);
        return false;
      }
      this.match.commit(seat, move, next.value);
      this.sendViews();
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

    private sendViews(): void {
      const cache = new Map<Seat | null, unknown>();
      for (const c of this.clients) {
        const seat = (c.userData as ClientData | undefined)?.seat ?? null;
        let v = cache.get(seat);
        if (v === undefined) {
          v = this.match.viewFor(seat);
          cache.set(seat, v);
        }
        c.send('view', v);
      }
    }

    private async end(client: Client, outcome: Outcome): Promise<void> {
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.');
      await ctx.store.setEnding(this.match.record.id, outcome);
      this.match.ending = outcome;
      this.sendViews();
      this.broadcast('over', { outcome });
    }

    private async finish(outcome: Outcome): Promise<void> {
      await ctx.store.setEnding(this.match.record.id, outcome);
      this.broadcast('over', { outcome });
    }

    private async absence(client: Client, seat: Seat, kind: 'claim-win' | 'hand-to-bot') {
      const opp = this.seats[other(seat)];
      const since = opp.clients.size > 0 ? null : opp.absentSince;
      if (this.match.outcome()) return this.refuse(client, 'game-over', 'The game is over.', kind);
      if (opp.bot || since === null || ctx.now() - since < ctx.config.absenceMs)
        return this.refuse(client, 'not-absent', 'Your opponent is not absent long enough.', kind);
      if (kind === 'claim-win') return this.end(client, { winner: seat, reason: 'abandoned' });
      await ctx.store.setBot(this.match.record.id, other(seat));
      opp.bot = true;
      this.broadcastPresence(other(seat));
      this.scheduleBot();
    }

    private scheduleBot(): void {
      const seat = this.match.toMove();
      if (seat === null || !this.seats[seat].bot) return;
      const version = this.match.version;
      this.clock.setTimeout(() => {
        this.serially(async () => {
          if (this.match.version !== version || this.match.toMove() !== seat) return;
          const game = this.match.game;
          const answer = chooseBotMove(
            {
              def: game.def,
              view: game.def.view(this.match.state, seat),
              seat,
              legal: game.def.legalMoves(this.match.state),
              seed: (this.match.record.seed + version) >>> 0,
            },
            game.bot,
            ctx.config.botLevel,
            { budget: 'time', now: () => performance.now() },
          );
          await this.playMove(null, seat, answer.move, version);
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
      const rec = this.match.record;
      const tokens: [string, string] = [newToken(), newToken()];
      const id = newMatchId();
      // Seats swapped: the player of seat s gets seat 1 - s.
      await ctx.store.createMatch({
        id,
        game: rec.game,
        options: rec.options,
        seed: newSeed(),
        seats: [hashToken(tokens[1]), hashToken(tokens[0])],
        invite: null,
        createdAt: ctx.now(),
        rematchOf: rec.id,
      });
      this.rematchId = id;
      for (const c of this.clients) {
        const s = (c.userData as ClientData | undefined)?.seat ?? null;
        c.send('rematch', {
          requested: [...this.rematchAsked],
          matchId: id,
          ...(s === null ? {} : { token: tokens[s] }),
        });
      }
    }
  };
}
