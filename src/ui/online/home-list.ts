/**
 * Home's "Your online games": the matches this browser holds a seat token for (local storage),
 * with their progress asked from the server (`POST /api/matches`, tokens in the body, never in a
 * URL). Each line says the turn (a seat's run of moves, so a Battle Line draw is not counted as a
 * move of its own) and whose move it is, "your move" first to the eye. A match the server does not
 * know any more is shown as such; the list works offline too.
 */
import type { MatchSummary } from '../../net/protocol.ts';
import { fill, h } from '../dom.ts';
import { forgetToken, listTokens, type SeatToken } from './tokens.ts';
import { formatOnlineRoute } from './online-route.ts';
import { serverOrigin } from './server-url.ts';
import './messages.ts';
import './online.css';

type T = (key: string, params?: Record<string, string | number>) => string;

async function fetchSummaries(
  storage: Storage | undefined,
  tokens: readonly SeatToken[],
): Promise<Map<string, MatchSummary> | null> {
  try {
    const res = await fetch(`${serverOrigin(storage)}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tokens: tokens.slice(0, 50).map((t) => t.token) }),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { matches?: unknown };
    const out = new Map<string, MatchSummary>();
    if (Array.isArray(body.matches))
      for (const m of body.matches as MatchSummary[])
        if (m && typeof m.matchId === 'string') out.set(m.matchId, m);
    return out;
  } catch {
    return null;
  }
}

/** The last answer, so Home drawn again (its options loading, a language change) shows it at once. */
let lastKnown: Map<string, MatchSummary> | null = null;

/** The section, or null when this browser holds no online game. */
export function onlineGamesSection(
  t: T,
  storage: Storage | undefined,
  go: (hash: string) => void,
): HTMLElement | null {
  const tokens = listTokens(storage);
  if (tokens.length === 0) return null;
  const list = h('ul', { class: 'online-games', 'data-testid': 'online-games' });
  const draw = (known: Map<string, MatchSummary> | null): void => {
    const rows = listTokens(storage).map((tk) => {
      const s = known?.get(tk.matchId);
      const parts = [t('online.gameLine', { game: t(`game.${tk.game}`), seat: tk.seat + 1 })];
      let whose: 'you' | 'them' | null = null;
      if (s?.over) parts.push(t('online.gameOver'));
      else if (s?.turn !== undefined) {
        parts.push(t('online.turnN', { n: s.turn }));
        if (s.toMove !== undefined && s.toMove !== null)
          whose = s.toMove === tk.seat ? 'you' : 'them';
      }
      return h(
        'li',
        { 'data-match': tk.matchId, ...(whose ? { 'data-turn': whose } : {}) },
        h('span', {}, parts.join(t('online.sep'))),
        whose
          ? h(
              'span',
              { class: `online-turn ${whose}`, 'data-testid': `online-turn-${tk.matchId}` },
              t(`online.turn.${whose}`),
            )
          : null,
        h(
          'button',
          {
            'data-testid': `online-open-${tk.matchId}`,
            onclick: () => go(formatOnlineRoute({ kind: 'online', matchId: tk.matchId })),
          },
          t('online.open'),
        ),
        h(
          'button',
          {
            class: 'link',
            onclick: () => {
              forgetToken(storage, tk.matchId);
              draw(known);
            },
          },
          t('online.forget'),
        ),
      );
    });
    fill(list, ...(rows.length ? rows : [h('li', {}, t('online.noGames'))]));
  };
  draw(lastKnown);
  void fetchSummaries(storage, tokens).then((known) => {
    if (!known) return;
    lastKnown = known;
    if (list.isConnected) draw(known);
  });
  return h(
    'section',
    { class: 'online-home' },
    h('h2', { class: 'choose' }, t('online.yourGames')),
    list,
  );
}
