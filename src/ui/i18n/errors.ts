/**
 * An engine error in the reader's language. The engines speak English (`GameError.message`); the
 * Japanese text is looked up by `GameError.code` in the catalogs beside this file, with `{name}`
 * placeholders filled from the top-level numbers and strings of `detail`. A catalog entry may give
 * several templates, best first: the first whose placeholders can all be filled is used, so an
 * entry degrades to a text without the numbers when `detail` lacks them. When `detail` is itself
 * an engine error (a refused move inside a refused replay), `{reason}` is that error's own text.
 */
import type { GameError } from '../../core/result.ts';
import type { Lang } from './index.ts';
import { battlelineErrorsJa } from './errors-ja-battleline.ts';
import { coreErrorsJa } from './errors-ja-core.ts';
import { discwarsErrorsJa } from './errors-ja-discwars.ts';
import { hill218ErrorsJa } from './errors-ja-hill218.ts';
import { type10ErrorsJa } from './errors-ja-type10.ts';
import type { ErrorParams, JaErrorText } from './error-catalog.ts';

export type { ErrorParams, JaErrorText } from './error-catalog.ts';

/** Every catalog, one per area; a code appears in exactly one of them. */
export const ERROR_CATALOGS_JA: Readonly<Record<string, Readonly<Record<string, JaErrorText>>>> = {
  core: coreErrorsJa,
  battleline: battlelineErrorsJa,
  hill218: hill218ErrorsJa,
  type10: type10ErrorsJa,
  discwars: discwarsErrorsJa,
};

const errorsJa: Readonly<Record<string, JaErrorText>> = Object.assign(
  {},
  ...Object.values(ERROR_CATALOGS_JA),
);

/** Said before the English message of a code that has no Japanese text yet. */
const UNTRANSLATED_JA = '（英語の説明）';

const PLACEHOLDER = /\{(\w+)\}/g;

function isGameError(x: unknown): x is GameError {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as GameError).code === 'string' &&
    typeof (x as GameError).message === 'string'
  );
}

/** The template parameters of an error in `lang`. */
export function errorParams(lang: Lang, error: GameError): ErrorParams {
  const d = error.detail;
  const out: Record<string, string | number> = {};
  if (typeof d === 'object' && d !== null) {
    for (const [k, v] of Object.entries(d)) {
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[k] = v;
    }
  }
  if (isGameError(d)) out['reason'] = errorText(lang, d);
  return out;
}

/** The first template whose placeholders `params` fills, filled; null when none fits. */
export function fillTemplate(
  templates: string | readonly string[],
  params: ErrorParams,
): string | null {
  for (const t of typeof templates === 'string' ? [templates] : templates) {
    const names = [...t.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.every((n) => params[n] !== undefined))
      return t.replace(PLACEHOLDER, (_m, n: string) => String(params[n]));
  }
  return null;
}

/** The text of an engine error for a reader of `lang`. Never throws. */
export function errorText(lang: Lang, error: GameError): string {
  if (lang === 'en') return error.message;
  try {
    const entry = errorsJa[error.code];
    if (entry !== undefined) {
      const params = errorParams(lang, error);
      const text = fillTemplate(typeof entry === 'function' ? entry(params) : entry, params);
      if (text !== null) return text;
    }
  } catch {
    // A malformed detail must not hide the error: fall through to the English message.
  }
  return `${UNTRANSLATED_JA}${error.message}`;
}
