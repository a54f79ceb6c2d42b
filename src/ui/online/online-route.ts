/**
 * Online routes. `#/online/<matchId>` opens a match: as a player when this browser holds a seat
 * token for it, else as a spectator. `?t=<token>` brings a seat token in (another browser of the
 * same player), `?invite=<token>` takes the free seat once; both are read, stored and removed from
 * the visible URL at once. `#/online/new/<game>?seat=1&o.…` creates a match with the same options
 * as a local table (`&public=1`: listed in Open games). Tokens travel in the fragment, which never reaches a server log. A token or
 * invite cut short (a link copied in part) still opens the match's page, which says what is wrong
 * and offers to watch.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { TOKEN_CHARS } from '../../net/protocol.ts';
import { isMatchId, isToken } from './tokens.ts';

/** A token or invite as the server makes them (a shorter one was cut off). */
const whole = (v: string): boolean => isToken(v) && v.length === TOKEN_CHARS;

export interface OnlineRoute {
  readonly kind: 'online';
  /** The match to open; null when creating one. */
  readonly matchId: string | null;
  readonly token?: string;
  readonly invite?: string;
  /** The link's token or invite is not whole (cut off when copied): nothing to join with. */
  readonly broken?: 'token' | 'invite';
  readonly create?: {
    readonly game: GameId;
    readonly seat: Seat;
    readonly options: Readonly<Record<string, unknown>>;
  };
  /** Creating: list the new match in Open games (`&public=1`), so anyone may take its seat. */
  readonly public?: boolean;
}

export type OnlineRouteResult =
  | { ok: true; route: OnlineRoute }
  | { ok: false; error: { key: string; params: Record<string, string> } };

const bad = (key: string, params: Record<string, string> = {}): OnlineRouteResult => ({
  ok: false,
  error: { key, params },
});

/** `rest` is the path after `online/`, `query` the text after `?`. */
export function parseOnlineMatch(rest: string, query: string): OnlineRouteResult {
  if (!isMatchId(rest)) return bad('route.unknownTable', { name: `online/${rest}` });
  const params = new URLSearchParams(query);
  let token: string | undefined;
  let invite: string | undefined;
  let broken: 'token' | 'invite' | undefined;
  for (const [k, v] of params) {
    if (k === 't') {
      if (whole(v)) token = v;
      else broken = 'token';
    } else if (k === 'invite') {
      if (whole(v)) invite = v;
      else broken = 'invite';
    } else return bad('route.badParam', { name: k });
  }
  if (broken) return { ok: true, route: { kind: 'online', matchId: rest, broken } };
  return {
    ok: true,
    route: {
      kind: 'online',
      matchId: rest,
      ...(token ? { token } : {}),
      ...(invite ? { invite } : {}),
    },
  };
}

export function formatOnlineRoute(r: OnlineRoute): string {
  if (r.create) {
    const p = new URLSearchParams();
    p.set('seat', String(r.create.seat + 1));
    if (r.public) p.set('public', '1');
    for (const [k, v] of Object.entries(r.create.options))
      p.set(`o.${k}`, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    return `#/online/new/${r.create.game}?${p.toString()}`;
  }
  const p = new URLSearchParams();
  if (r.token) p.set('t', r.token);
  if (r.invite) p.set('invite', r.invite);
  const q = p.toString();
  return `#/online/${r.matchId ?? ''}${q ? `?${q}` : ''}`;
}

/** The address of a match on this page's origin, for links given to other people. */
export function matchLink(
  href: string,
  matchId: string,
  extra: { invite?: string; token?: string } = {},
): string {
  const base = href.split('#')[0] ?? href;
  return base + formatOnlineRoute({ kind: 'online', matchId, ...extra });
}
