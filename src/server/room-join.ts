/**
 * The two doors of a match room. Opening: with several processes the match's room is claimed
 * first (only one live room per match) and its record read again, since the log may have grown;
 * then its game's rules are loaded. Joining: every limit is checked before anything is written,
 * and what was written is undone when the join fails after all, so a refused join changes nothing
 * (issue 23): the address slot and, for an invitee whose socket closed meanwhile, the seat and
 * the invite are given back.
 */
import { ClientState, type AuthContext, type Client } from '@colyseus/core';
import type { JoinOptions } from '../net/protocol.ts';
import { addressOf } from './create-limit.ts';
import { loadServerGame, type ServerGame } from './games.ts';
import { MessageRate } from './rate-limit.ts';
import { admit, giveBack, refusal, type Admission, type Creator } from './room-admission.ts';
import type { RoomContext } from './room-context.ts';
import { log } from './log.ts';
import { RoomLease } from './room-lease.ts';
import type { ClientData } from './room-seats.ts';
import type { StoredMatch } from './store.ts';

export interface OpenedRoom {
  readonly record: StoredMatch;
  readonly game: ServerGame;
  readonly lease: RoomLease | null;
}

/** Claims the match for `roomId` (with several processes) and loads its rules. */
export async function claimAndLoad(
  ctx: RoomContext,
  roomId: string,
  record: StoredMatch,
  o: JoinOptions,
): Promise<OpenedRoom> {
  let lease: RoomLease | null = null;
  try {
    if (ctx.claims) {
      const owner = `${ctx.processId()}/${roomId}`;
      const ms = ctx.config.roomLeaseMs;
      lease = await RoomLease.claim(ctx.claims, record.id, owner, ms, ctx.ownerDead);
      // Another process holds the match's room (alive, or dead but not known so: liveness.ts).
      if (!lease) throw refusal('server-error', 'The match is open on another server; try again.');
      if ('match' in o) {
        // Claimed: the log may have grown since it was read.
        const fresh = await ctx.store.loadMatch(record.id);
        if (fresh) record = fresh;
      }
    }
    return { record, game: await loadServerGame(record.game), lease };
  } catch (e) {
    await lease?.release();
    throw e;
  }
}

export type Admitted = ClientData & { token?: string };

/** A client's join, admitted: what onJoin needs, and the match record as it now is. */
export interface Entry {
  readonly admitted: Admitted;
  readonly record: StoredMatch | null;
}

/** Admits `client` to the match whose record was `before`, or throws a refusal having changed nothing. */
export async function admitClient(
  ctx: RoomContext,
  client: Client,
  o: JoinOptions,
  auth: AuthContext,
  before: StoredMatch,
  creator: Creator | null,
): Promise<Entry> {
  const address = addressOf(auth, client.sessionId);
  const bucket = new MessageRate(ctx.config.rateBurst, ctx.config.ratePerSecond, ctx.now);
  if (!ctx.addresses.add(address))
    throw refusal('too-many-rooms', 'Too many open games from your address.');
  let a: Admission;
  try {
    a = await admit(ctx.store, before, creator, o);
    // The creator's first join hands out the match's first tokens: it is joined from now.
    if ('create' in o) await ctx.store.markJoined(before.id, ctx.now());
  } catch (e) {
    ctx.addresses.remove(address);
    throw e;
  }
  // The socket closed meanwhile (Colyseus then drops the client without onLeave): the seat and
  // the address slot are given back, the invite is valid again.
  if (client.state === ClientState.LEAVING) {
    ctx.addresses.remove(address);
    if (a.record && a.token)
      await giveBack(ctx.store, before, a).catch((e: unknown) =>
        log.error({ match: before.id, err: e }, 'an invite could not be given back'),
      );
    throw refusal('server-error', 'The connection closed while joining.');
  }
  return {
    admitted: {
      seat: a.seat,
      address,
      bucket,
      ...(a.token ? { token: a.token } : {}),
      ...('name' in o && o.name ? { name: o.name } : {}),
    },
    record: a.record ?? null,
  };
}
