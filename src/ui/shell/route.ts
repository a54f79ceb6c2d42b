/**
 * URL routes. `#/` is the home screen; `#/battleline?seed=12&mode=bot&seat=2&level=hard&o.claimTiming=start`
 * opens a table (every parameter optional; `o.*` are the game's own options, checked by its
 * rules). An option that is a list or an object (a Disc Wars army, a user's scenario) is written as
 * JSON: `o.armies=["ashen-host",{"id":"mine",…}]`. A wrong parameter gives a message key, never a
 * blank page.
 */
import type { GameId, Seat } from '../../core/game.ts';
import { isBotLevel, type BotLevel } from '../../core/bots/levels.ts';
import { isGameId } from '../../games/registry.ts';
import { addMessages } from '../i18n/index.ts';
import { formatOnlineRoute, parseOnlineMatch, type OnlineRoute } from '../online/online-route.ts';

// The shared catalogs are another engineer's files; this route's own message is registered here.
addMessages({
  en: {
    'route.badJson': 'the option “{name}” is not valid JSON.',
    'route.badMatch': 'the game name “{value}” must be up to 16 lowercase letters and digits.',
  },
  ja: {
    'route.badJson': 'オプション「{name}」は正しいJSONではありません。',
    'route.badMatch': 'ゲーム名「{value}」は16文字以内の英小文字と数字です。',
  },
});

export type PlayMode = 'hotseat' | 'bot';

export interface TableRoute {
  readonly kind: 'table';
  readonly game: GameId;
  /** Given only for a reproducible game; a secret seed is never in the address. */
  readonly seed: number | undefined;
  /** Which game of a secret seed this is (a random name, not the seed), so a reload resumes it. */
  readonly match?: string;
  readonly mode: PlayMode;
  /** The human's seat against the bot. */
  readonly seat: Seat;
  readonly level: BotLevel;
  readonly options: Readonly<Record<string, unknown>>;
}

/** A game's rules page: `#/rules/<game>`. */
export interface RulesRoute {
  readonly kind: 'rules';
  readonly game: GameId;
}

export type Route = { readonly kind: 'home' } | TableRoute | RulesRoute | OnlineRoute;

export interface RouteError {
  readonly key: string;
  readonly params: Record<string, string>;
}

export type RouteResult = { ok: true; route: Route } | { ok: false; error: RouteError };

/** Structured values start like JSON; anything else is a scalar, as before JSON was allowed. */
function looksStructured(raw: string): boolean {
  return raw.startsWith('[') || raw.startsWith('{');
}

function optionValue(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

export function parseRoute(hash: string): RouteResult {
  const h = hash.replace(/^#/, '');
  const [path = '', query = ''] = h.split('?', 2);
  const name = path.replace(/^\/+|\/+$/g, '');
  if (name === '') return { ok: true, route: { kind: 'home' } };
  if (name.startsWith('rules/')) {
    const game = name.slice('rules/'.length);
    if (!isGameId(game))
      return { ok: false, error: { key: 'route.unknownTable', params: { name } } };
    return { ok: true, route: { kind: 'rules', game } };
  }
  if (name.startsWith('online/new/')) {
    // A match to create: the same game, seat and options as a local table's route.
    const q = new URLSearchParams(query);
    const listed = q.get('public') === '1' ? { public: true } : {};
    q.delete('public');
    const local = parseRoute(`#/${name.slice('online/new/'.length)}?${q.toString()}`);
    if (!local.ok || local.route.kind !== 'table') return local;
    const { game, seat, options } = local.route;
    const create = { game, seat, options };
    return { ok: true, route: { kind: 'online', matchId: null, create, ...listed } };
  }
  if (name.startsWith('online/')) return parseOnlineMatch(name.slice('online/'.length), query);
  if (!isGameId(name)) return { ok: false, error: { key: 'route.unknownTable', params: { name } } };
  const params = new URLSearchParams(query);
  let seed: number | undefined;
  let match: string | undefined;
  let mode: PlayMode = 'hotseat';
  let seat: Seat = 0;
  let level: BotLevel = 'normal';
  const options: Record<string, unknown> = {};
  for (const [k, v] of params) {
    if (k === 'seed') {
      if (!/^\d{1,10}$/.test(v) || Number(v) > 0xffffffff)
        return { ok: false, error: { key: 'route.badSeed', params: { value: v } } };
      seed = Number(v);
    } else if (k === 'match') {
      if (!/^[a-z0-9]{1,16}$/.test(v))
        return { ok: false, error: { key: 'route.badMatch', params: { value: v } } };
      match = v;
    } else if (k === 'mode') {
      if (v !== 'hotseat' && v !== 'bot')
        return { ok: false, error: { key: 'route.badMode', params: { value: v } } };
      mode = v;
    } else if (k === 'seat') {
      if (v !== '1' && v !== '2')
        return { ok: false, error: { key: 'route.badSeat', params: { value: v } } };
      seat = v === '1' ? 0 : 1;
    } else if (k === 'level') {
      if (!isBotLevel(v))
        return { ok: false, error: { key: 'route.badLevel', params: { value: v } } };
      level = v;
    } else if (k.startsWith('o.') && k.length > 2) {
      if (looksStructured(v)) {
        try {
          options[k.slice(2)] = JSON.parse(v) as unknown;
        } catch {
          return { ok: false, error: { key: 'route.badJson', params: { name: k } } };
        }
      } else options[k.slice(2)] = optionValue(v);
    } else {
      return { ok: false, error: { key: 'route.badParam', params: { name: k } } };
    }
  }
  const route: TableRoute = { kind: 'table', game: name, seed, mode, seat, level, options };
  return { ok: true, route: match === undefined ? route : { ...route, match } };
}

export function formatRoute(r: Route): string {
  if (r.kind === 'home') return '#/';
  if (r.kind === 'rules') return `#/rules/${r.game}`;
  if (r.kind === 'online') return formatOnlineRoute(r);
  const p = new URLSearchParams();
  if (r.seed !== undefined) p.set('seed', String(r.seed));
  if (r.match !== undefined) p.set('match', r.match);
  p.set('mode', r.mode);
  if (r.mode === 'bot') {
    p.set('seat', String(r.seat + 1));
    p.set('level', r.level);
  }
  for (const [k, v] of Object.entries(r.options))
    p.set(`o.${k}`, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  return `#/${r.game}?${p.toString()}`;
}
