/**
 * Online routes. `#/online/<matchId>` opens a match: as a player when this browser holds a seat
 * token for it, else as a spectator. `?t=<token>` brings a seat token in (another browser of the
 * same player), `?invite=<token>` takes the free seat once; both are read, stored and removed from
 * the visible URL at once. `#/online/new/<game>?seat=1&o.…` creates a match with the same options
 * as a local table. Tokens travel in the fragment, which never reaches a server log.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { isMatchId, isToken } from './tokens.ts';

export interface OnlineRoute {
  readonly kind: 'online';
  /** The match to open; null when creating one. */
  readonly matchId: string | null;
  readonly token?: string;
  readonly invite?: string;
  readonly create?: {
    readonly game: GameId;
    readonly seat: Seat;
    readonly options: Readonly<Record<string, unknown>>;
  };
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
  for (const [k, v] of params) {
    if (k === 't' && isToken(v)) token = v;
    else if (k === 'invite' && isToken(v)) invite = v;
    else return bad('route.badParam', { name: k });
  }
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
