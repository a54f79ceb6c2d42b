/**
 * Home's "Open games" (issue 24, "find an opponent"): the player's display name (changeable), the
 * public games waiting for an opponent (game, options in words, creator's name, age) each taken
 * with one click, and the public games under way to watch. The lists come from the server's lobby
 * (lobby-client.ts) and are asked again every few seconds while Home is shown. `quickMatch` joins
 * the oldest open game of a table with fitting options, or creates a public one and waits.
 * Taking a seat goes through the same invite as a link would; a game someone else took first is
 * said so and the list refreshed.
 */
import type { GameId, Seat } from '../../core/game.ts';
import type { LobbyGame, LobbyList } from '../../net/lobby.ts';
import { fill, h } from '../dom.ts';
import { optionWords } from '../home/home-options.ts';
import { compatible, fetchLobby, takeSeat } from './lobby-client.ts';
import { formatOnlineRoute } from './online-route.ts';
import { askName, nameFirst, readName } from './player-name.ts';
import { listTokens } from './tokens.ts';
import './lobby-messages.ts';
import './lobby.css';

type T = (key: string, params?: Record<string, string | number>) => string;

/** How often Home asks the lobby again (the server allows 60 asks a minute per address). */
const REFRESH_MS = 5000;

export interface LobbyDeps {
  readonly t: T;
  readonly storage: Storage | undefined;
  go(hash: string): void;
  notify?(text: string): void;
}

function age(t: T, ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return t('lobby.age.now');
  if (min < 60) return t('lobby.age.min', { n: min });
  return t('lobby.age.h', { n: Math.floor(min / 60) });
}

/** Takes the free seat of `g` (asking for a name first): its invite route, or why not. */
async function take(
  d: LobbyDeps,
  matchId: string,
): Promise<'taken' | 'offline' | 'no-name' | null> {
  if (!(await nameFirst(d.t, d.storage))) return 'no-name';
  const got = await takeSeat(d.storage, matchId);
  if (got === 'taken') return 'taken';
  if (got === null) return 'offline';
  d.go(formatOnlineRoute({ kind: 'online', matchId, invite: got.invite }));
  return null;
}

/**
 * Quick match on a table: the oldest open game of `game` whose options fit `options` (never this
 * browser's own), or, when there is none or each was taken first, a new public game at `seat`.
 */
export async function quickMatch(
  d: LobbyDeps,
  game: GameId,
  seat: Seat,
  options: Record<string, unknown>,
): Promise<void> {
  if (!(await nameFirst(d.t, d.storage))) return;
  const mine = new Set(listTokens(d.storage).map((tk) => tk.matchId));
  const list = await fetchLobby(d.storage, game);
  const fits = (list?.open ?? []).filter((g) => !mine.has(g.matchId) && compatible(g, options));
  for (const g of fits) {
    const got = await takeSeat(d.storage, g.matchId);
    if (got === 'taken') continue;
    if (got === null) break;
    return d.go(formatOnlineRoute({ kind: 'online', matchId: g.matchId, invite: got.invite }));
  }
  d.go(
    formatOnlineRoute({
      kind: 'online',
      matchId: null,
      create: { game, seat, options },
      public: true,
    }),
  );
}

/** The last answer, so Home drawn again shows it at once. */
let lastList: LobbyList | null = null;

export function openGamesSection(d: LobbyDeps): HTMLElement {
  const { t, storage } = d;
  const nameRow = h('p', { class: 'lobby-name', 'data-testid': 'lobby-name' });
  const openList = h('ul', { class: 'lobby-list', 'data-testid': 'lobby-open' });
  const liveList = h('ul', { class: 'lobby-list', 'data-testid': 'lobby-live' });
  const note = h('p', { class: 'lobby-note', role: 'status', 'data-testid': 'lobby-note' });
  const drawName = (): void => {
    const name = readName(storage);
    fill(
      nameRow,
      name ? t('lobby.playingAs', { name }) : t('lobby.noName'),
      ' ',
      h(
        'button',
        {
          class: 'link',
          'data-testid': 'lobby-change-name',
          onclick: () => void askName(t, storage).then(drawName),
        },
        name ? t('lobby.changeName') : t('lobby.chooseName'),
      ),
    );
  };
  const row = (g: LobbyGame, now: number, live: boolean, mine: boolean): HTMLElement => {
    const words = optionWords(g.game, g.options, t);
    const line = live
      ? t('lobby.liveLine', { game: t(`game.${g.game}`), name: g.name })
      : t('lobby.line', {
          game: t(`game.${g.game}`),
          name: g.name,
          age: age(t, now - g.createdAt),
        });
    const action = live
      ? h(
          'button',
          {
            'data-testid': `lobby-watch-${g.matchId}`,
            onclick: () => d.go(formatOnlineRoute({ kind: 'online', matchId: g.matchId })),
          },
          t('lobby.watch'),
        )
      : mine
        ? h('span', { class: 'lobby-yours' }, t('lobby.yours'))
        : h(
            'button',
            {
              class: 'primary',
              'data-testid': `lobby-take-${g.matchId}`,
              onclick: () => void onTake(g.matchId),
            },
            t('lobby.take'),
          );
    return h(
      'li',
      { 'data-match': g.matchId },
      h(
        'span',
        { class: 'lobby-game' },
        h('span', { class: 'lobby-line' }, line),
        h(
          'span',
          { class: 'lobby-opts' },
          words.length ? words.join(t('lobby.optSep')) : t('lobby.defaults'),
        ),
      ),
      action,
    );
  };
  const draw = (list: LobbyList | null): void => {
    const mine = new Set(listTokens(storage).map((tk) => tk.matchId));
    const now = list?.now ?? Date.now();
    const open = list?.open ?? [];
    const live = list?.live ?? [];
    fill(
      openList,
      ...(open.length
        ? open.map((g) => row(g, now, false, mine.has(g.matchId)))
        : [h('li', { class: 'lobby-empty' }, t(list ? 'lobby.none' : 'lobby.offline'))]),
    );
    fill(
      liveList,
      ...(live.length
        ? live.map((g) => row(g, now, true, false))
        : [h('li', { class: 'lobby-empty' }, t('lobby.noLive'))]),
    );
  };
  const refresh = async (): Promise<void> => {
    const list = await fetchLobby(storage);
    lastList = list;
    if (openList.isConnected) draw(list);
  };
  const onTake = async (matchId: string): Promise<void> => {
    const why = await take(d, matchId);
    drawName();
    if (why === 'taken' || why === 'offline') {
      note.textContent = t(why === 'taken' ? 'lobby.justTaken' : 'lobby.offline');
      await refresh();
    }
  };
  drawName();
  draw(lastList);
  void refresh();
  const timer = setInterval(() => {
    if (!openList.isConnected) clearInterval(timer);
    else void refresh();
  }, REFRESH_MS);
  return h(
    'section',
    { class: 'lobby-home', 'data-testid': 'lobby' },
    h('h2', { class: 'lobby-title' }, t('lobby.title')),
    nameRow,
    h('p', { class: 'lobby-intro' }, t('lobby.intro')),
    openList,
    note,
    h('h3', {}, t('lobby.live')),
    liveList,
  );
}
