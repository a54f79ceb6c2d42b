/**
 * The home screen's game options as labelled choices in the player's words: each game's known
 * options become a select, a checkbox or a number (durations in minutes), never a raw key or free
 * text. The form reads them back into the option values the game's rules check.
 */
import type { GameId } from '../../core/game.ts';
import { h } from '../dom.ts';
import { addMessages } from '../i18n/index.ts';

type T = (key: string, params?: Record<string, string | number>) => string;

/** How one option is shown: a choice among values, a switch, a count, or minutes. */
type OptionField =
  | { readonly kind: 'choice'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'switch' }
  | { readonly kind: 'count'; readonly min: number; readonly max: number }
  | { readonly kind: 'minutes'; readonly min: number; readonly max: number };

const FIELDS: Partial<Record<GameId, Record<string, OptionField>>> = {
  battleline: {
    tactics: { kind: 'switch' },
    claimTiming: { kind: 'choice', values: ['end', 'start'] },
    firstSeat: { kind: 'choice', values: ['seed', 0, 1] },
  },
  hill218: { firstTurn: { kind: 'choice', values: ['seed', 'bga'] } },
  type10: {
    roundLimit: { kind: 'count', min: 1, max: 200 },
    timeControl: { kind: 'switch' },
    stepLimitMs: { kind: 'minutes', min: 1, max: 120 },
    gameLimitMs: { kind: 'minutes', min: 5, max: 600 },
  },
};

addMessages({
  en: {
    'opt.battleline.tactics': 'Play with the tactics cards',
    'opt.battleline.claimTiming': 'Claim flags',
    'opt.battleline.claimTiming.end': 'at the end of your turn (standard)',
    'opt.battleline.claimTiming.start': 'at the start of your turn',
    'opt.battleline.firstSeat': 'Who starts',
    'opt.battleline.firstSeat.seed': 'drawn by lot',
    'opt.battleline.firstSeat.0': 'the first seat',
    'opt.battleline.firstSeat.1': 'the second seat',
    'opt.hill218.firstTurn': 'Short first turn (draw 1, play 1 into the HQ)',
    'opt.hill218.firstTurn.seed': 'for both players',
    'opt.hill218.firstTurn.bga': 'for the first player only (BGA)',
    'opt.type10.roundLimit': 'Rounds before the count (without clocks)',
    'opt.type10.timeControl': 'Play with clocks',
    'opt.type10.stepLimitMs': 'Time per step (minutes)',
    'opt.type10.gameLimitMs': 'Playing time (minutes)',
  },
  ja: {
    'opt.battleline.tactics': '戦術カードを使う',
    'opt.battleline.claimTiming': '旗の獲得宣言',
    'opt.battleline.claimTiming.end': '手番の終わり（標準）',
    'opt.battleline.claimTiming.start': '手番の始め',
    'opt.battleline.firstSeat': '先手',
    'opt.battleline.firstSeat.seed': '抽選',
    'opt.battleline.firstSeat.0': '先の席',
    'opt.battleline.firstSeat.1': '後の席',
    'opt.hill218.firstTurn': '最初の手番を1枚引いて司令部に1枚出すだけにする',
    'opt.hill218.firstTurn.seed': '両者とも',
    'opt.hill218.firstTurn.bga': '先手だけ（BGA式）',
    'opt.type10.roundLimit': '集計までのラウンド数（時計なし）',
    'opt.type10.timeControl': '時計を使う',
    'opt.type10.stepLimitMs': '1ステップの持ち時間（分）',
    'opt.type10.gameLimitMs': '対局時間（分）',
  },
});

/** The inputs for a game's options with their defaults chosen; unknown or structured ones are left out. */
export function optionFields(game: GameId, defaults: Record<string, unknown>, t: T): HTMLElement[] {
  const fields = FIELDS[game] ?? {};
  const out: HTMLElement[] = [];
  for (const [key, f] of Object.entries(fields)) {
    if (!(key in defaults)) continue;
    const v = defaults[key];
    const name = `o.${key}`;
    const label = t(`opt.${game}.${key}`);
    const id = `opt-${game}-${key}`;
    if (f.kind === 'switch') {
      const input = h('input', { type: 'checkbox', name, id, checked: v === true });
      input.dataset.kind = 'switch';
      out.push(h('label', { class: 'opt opt-switch' }, input, ' ', label));
    } else if (f.kind === 'choice') {
      const sel = h(
        'select',
        { name, id },
        ...f.values.map((x) =>
          h('option', { value: String(x), selected: x === v }, t(`opt.${game}.${key}.${x}`)),
        ),
      );
      sel.dataset.kind = f.values.some((x) => typeof x === 'number') ? 'choice-num' : 'choice';
      out.push(h('label', { class: 'opt' }, label, ' ', sel));
    } else {
      const minutes = f.kind === 'minutes';
      const shown = typeof v === 'number' ? (minutes ? v / 60_000 : v) : f.min;
      const input = h('input', {
        type: 'number',
        name,
        id,
        min: f.min,
        max: f.max,
        step: 1,
        value: shown,
      });
      input.dataset.kind = f.kind;
      out.push(h('label', { class: 'opt' }, label, ' ', input));
    }
  }
  return out;
}

/** Reads the option inputs of a form back into option values (minutes into milliseconds). */
export function readOptionFields(form: HTMLElement): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const el of Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name^="o."]'),
  )) {
    const key = el.name.slice(2);
    const kind = el.dataset.kind;
    if (kind === 'switch') options[key] = (el as HTMLInputElement).checked;
    else if (kind === 'minutes') options[key] = Math.round(Number(el.value) * 60_000);
    else if (kind === 'count') options[key] = Number(el.value);
    else if (kind === 'choice-num' && /^\d+$/.test(el.value)) options[key] = Number(el.value);
    else options[key] = el.value;
  }
  return options;
}

/**
 * A game's options in words, for a listed online game (Open games): each option Home offers, as
 * its label and chosen value ("Claim flags: at the start of your turn"); a switch only when on;
 * Type 10's minutes only with clocks and its round count only without. Structured options
 * (Disc Wars' armies) are left out.
 */
export function optionWords(game: GameId, options: unknown, t: T): string[] {
  const o = (typeof options === 'object' && options !== null ? options : {}) as Record<
    string,
    unknown
  >;
  const out: string[] = [];
  for (const [key, f] of Object.entries(FIELDS[game] ?? {})) {
    if (!(key in o)) continue;
    const v = o[key];
    const label = t(`opt.${game}.${key}`);
    if (game === 'type10' && f.kind === 'minutes' && o.timeControl !== true) continue;
    if (game === 'type10' && key === 'roundLimit' && o.timeControl === true) continue;
    if (f.kind === 'switch') {
      if (v === true) out.push(label);
    } else if (f.kind === 'choice')
      out.push(t('lobby.optWord', { label, value: t(`opt.${game}.${key}.${String(v)}`) }));
    else if (typeof v === 'number')
      out.push(t('lobby.optWord', { label, value: f.kind === 'minutes' ? v / 60_000 : v }));
  }
  return out;
}
