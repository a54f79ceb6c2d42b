/**
 * Opening a match room and letting clients in. `openRecord` creates a new match (checked options,
 * fresh seed, the creator's seat token and an invite) or loads a stored one; `admit` gives a
 * joining client its seat: the creator's once, a seat by its token, the free seat by the invite
 * (once, claimed in the store), or none for a spectator; `giveBack` undoes an invite's use when
 * its joiner left before getting the token. Refusals are Colyseus errors with a code.
 */
import { ServerError } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import { checkJoin, type RefusalCode } from '../net/checks.ts';
import type { JoinOptions } from '../net/protocol.ts';
import { loadServerGame } from './games.ts';
import type { MatchStore, StoredMatch } from './store.ts';
import { hashToken, newMatchId, newSeed, newToken, tokenMatches } from './tokens.ts';

export function refusal(code: RefusalCode, message: string): ServerError {
  return new ServerError(4400, `${code}: ${message}`);
}

/** Checked join options, or a refusal thrown. */
export function joinOptions(raw: unknown): JoinOptions {
  const opts = checkJoin(raw);
  if (!opts.ok) throw refusal(opts.error.code, opts.error.message);
  return opts.value;
}

/** The creator's tokens, handed out once to the creating client (token '' once spent). */
export interface Creator {
  readonly seat: Seat;
  readonly token: string;
  readonly invite: string;
}

/** Creates the match asked for, or loads the stored one; refuses unknown matches. */
export async function openRecord(
  store: MatchStore,
  opts: JoinOptions,
  now: number,
): Promise<{ record: StoredMatch; creator: Creator | null }> {
  if (!('create' in opts)) {
    const record = await store.loadMatch(opts.match);
    if (!record) throw refusal('no-match', 'There is no such match.');
    return { record, creator: null };
  }
  const { game: id, options, seat } = opts.create;
  const game = await loadServerGame(id);
  // A new match gets today's defaults for what the creator left out: a game may read a missing
  // option as "started before it existed" (Disc Wars' drop model), which a stored match relies on.
  const asked =
    typeof options === 'object' && options !== null && !Array.isArray(options)
      ? { ...(game.def.defaultOptions as object), ...options }
      : options;
  const valid = game.def.validateOptions(asked);
  if (!valid.ok) throw refusal('bad-join', valid.error.message);
  const token = newToken();
  const invite = newToken();
  const seats: [string | null, string | null] = [null, null];
  seats[seat] = hashToken(token);
  const record: StoredMatch = {
    id: newMatchId(),
    game: id,
    options: valid.value,
    seed: newSeed(),
    seats,
    invite: hashToken(invite),
    createdAt: now,
    moves: [],
    bots: [false, false],
    ending: null,
  };
  await store.createMatch(record);
  return { record, creator: { seat, token, invite } };
}

export interface Admission {
  readonly seat: Seat | null;
  /** A seat token to hand to this client (creator, or invite just used). */
  readonly token?: string;
  /** The record with the invite spent, when this client used it. */
  readonly record?: StoredMatch;
}

/** The seat a joining client gets; an invite is spent in the store before it is granted. */
export async function admit(
  store: MatchStore,
  rec: StoredMatch,
  creator: Creator | null,
  o: JoinOptions,
): Promise<Admission> {
  if ('create' in o) {
    if (!creator?.token) throw refusal('bad-join', 'This match was already created.');
    return { seat: creator.seat, token: creator.token };
  }
  if ('token' in o) {
    const seat = tokenMatches(o.token, rec.seats[0])
      ? 0
      : tokenMatches(o.token, rec.seats[1])
        ? 1
        : null;
    if (seat === null) throw refusal('bad-token', 'This token holds no seat of this match.');
    return { seat };
  }
  if ('invite' in o) {
    const free: Seat | null = rec.seats[0] === null ? 0 : rec.seats[1] === null ? 1 : null;
    if (free === null || !rec.invite || !tokenMatches(o.invite, rec.invite))
      throw refusal('seat-taken', 'This invite is not valid or has been used.');
    const token = newToken();
    const h = hashToken(token);
    if (!(await store.takeInvite(rec.id, rec.invite, free, h)))
      throw refusal('seat-taken', 'This invite has been used.');
    const seats: [string | null, string | null] = [rec.seats[0], rec.seats[1]];
    seats[free] = h;
    return { seat: free, token, record: { ...rec, seats, invite: null } };
  }
  return { seat: null };
}

/** Undoes `admit`'s use of the invite (`a` from `admit` on `before`): seat free, invite valid. */
export async function giveBack(store: MatchStore, before: StoredMatch, a: Admission) {
  if (!a.record || !a.token || a.seat === null || !before.invite) return;
  await store.returnInvite(before.id, before.invite, a.seat, hashToken(a.token));
}
