/**
 * How an online table page joins its match, and what the server's refusals mean to it: the join
 * options a route gives (create a match, the seat token held here or brought by the link, an
 * invite, or just watch — the link's secrets leave the visible address at once), what a refused
 * join means for the page (an invite already used, a bad token, an unknown game), and which
 * refused messages have words of their own. No DOM beyond the address bar.
 */
import type { JoinOptions } from '../../net/protocol.ts';
import { formatOnlineRoute, type OnlineRoute } from './online-route.ts';
import { withName } from './player-name.ts';
import { readToken } from './tokens.ts';
import type { LinkProblem } from './wait-screen.ts';

/** Refusals with words of their own; any other code is told as `online.refusal.other`. */
const REFUSALS = new Set([
  'rate-limited',
  'not-your-turn',
  'stale-version',
  'illegal-move',
  'game-over',
  'not-absent',
  'spectator',
  'bad-chat',
  'server-error',
  'bad-name',
  'just-taken',
]);

/** The i18n key of a refused message's reason. */
export function refusalKey(code: string): string {
  return `online.refusal.${REFUSALS.has(code) ? code : 'other'}`;
}

/** What a refused join means for this page (its code is the text before the colon). */
export function joinProblem(reason: string, matchId: string | null): LinkProblem {
  const code = reason.split(':', 1)[0];
  const watch = matchId ? formatOnlineRoute({ kind: 'online', matchId }) : null;
  if (code === 'seat-taken') return { kind: 'spent', watch };
  if (code === 'bad-token') return { kind: 'badToken', watch };
  if (code === 'no-match') return { kind: 'unknown', watch: null };
  return { kind: 'other', watch: null };
}

/** How to join: create, the seat token held here (or brought by the link), the invite, or watch. */
export function joinOptions(route: OnlineRoute, storage: Storage | undefined): JoinOptions | null {
  // A seated join carries the display name kept here (player-name.ts), shown to the others.
  if (route.create)
    return withName({ create: { ...route.create, options: route.create.options } }, storage);
  const match = route.matchId as string;
  // The link's secrets leave the visible address at once (history, screenshots, shoulder).
  if (route.token || route.invite || route.broken)
    history.replaceState(null, '', formatOnlineRoute({ kind: 'online', matchId: match }));
  const held = readToken(storage, match);
  if (route.token) return withName({ match, token: route.token }, storage);
  if (held) return withName({ match, token: held.token }, storage);
  if (route.invite) return withName({ match, invite: route.invite }, storage);
  return { match };
}
