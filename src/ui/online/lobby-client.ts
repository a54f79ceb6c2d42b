/**
 * The page's side of the lobby's HTTP routes (docs/online.md, "Finding an opponent"): the list of
 * open and live games, listing the game this page created, and taking an open game's seat. Each
 * answers null when the server cannot be reached, so Home works offline.
 */
import type { GameId } from '../../core/game.ts';
import type { LobbyGame, LobbyList } from '../../net/lobby.ts';
import { readName } from './player-name.ts';
import { serverOrigin } from './server-url.ts';
import { readToken } from './tokens.ts';

export async function fetchLobby(
  storage: Storage | undefined,
  game?: GameId,
): Promise<LobbyList | null> {
  try {
    const q = game ? `?game=${game}` : '';
    const res = await fetch(`${serverOrigin(storage)}/api/lobby${q}`);
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<LobbyList>;
    if (!Array.isArray(body.open) || !Array.isArray(body.live)) return null;
    return { open: body.open, live: body.live, now: Number(body.now) || Date.now() };
  } catch {
    return null;
  }
}

async function post(storage: Storage | undefined, what: string, body: unknown) {
  try {
    const res = await fetch(`${serverOrigin(storage)}/api/lobby/${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * Lists the game this page created as public (its seat token and unused invite prove it; the
 * name kept here is shown); again on each welcome while the invite is unused, so a restarted
 * server lists it again. False when it could not be listed.
 */
export async function listCreated(
  storage: Storage | undefined,
  match: string | null,
  invite: string | null,
): Promise<boolean> {
  const token = match ? readToken(storage, match)?.token : undefined;
  const name = readName(storage);
  if (!match || !invite || !token || !name) return false;
  return (await post(storage, 'open', { match, token, invite, name }))?.status === 200;
}

/** The invite of an open game's free seat, `taken` when someone was first, or null offline. */
export async function takeSeat(
  storage: Storage | undefined,
  match: string,
): Promise<{ invite: string } | 'taken' | null> {
  const r = await post(storage, 'take', { match });
  if (r?.status === 200 && typeof r.body.invite === 'string') return { invite: r.body.invite };
  if (r?.status === 409) return 'taken';
  return null;
}

/** Two JSON values equal, whatever the order of their objects' keys. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => k in rb && same(ra[k], rb[k]));
}

/** Whether a listed game's options fit the ones asked for (each asked option the same). */
export function compatible(g: LobbyGame, options: Readonly<Record<string, unknown>>): boolean {
  const theirs = (g.options ?? {}) as Record<string, unknown>;
  return Object.entries(options).every(([k, v]) => same(theirs[k], v));
}
