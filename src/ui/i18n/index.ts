/**
 * Translation: English and Japanese catalogs, `{name}` placeholders, the chosen language remembered
 * in local storage. Tables may add their own catalogs with `addMessages`.
 */
import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';
import { reportBadStorage } from '../storage/stored-data.ts';

export type Lang = 'en' | 'ja';
export const LANGS: readonly Lang[] = ['en', 'ja'];

const catalogs: Record<Lang, Record<string, string>> = { en: { ...en }, ja: { ...ja } };
const LANG_KEY = 'tabletop.lang';

export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'ja';
}

/** Adds a table's own strings; both languages must be given. */
export function addMessages(messages: {
  en: Record<string, string>;
  ja: Record<string, string>;
}): void {
  Object.assign(catalogs.en, messages.en);
  Object.assign(catalogs.ja, messages.ja);
}

export function translate(
  lang: Lang,
  key: MessageKey | string,
  params: Record<string, string | number> = {},
): string {
  const text = catalogs[lang][key] ?? catalogs.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? `{${name}}`));
}

export function storedLang(storage: Storage | undefined): Lang {
  const v = storage?.getItem(LANG_KEY);
  if (isLang(v)) return v;
  if (typeof v === 'string') reportBadStorage(LANG_KEY);
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return nav.startsWith('ja') ? 'ja' : 'en';
}

export function rememberLang(storage: Storage | undefined, lang: Lang): void {
  storage?.setItem(LANG_KEY, lang);
}

export type { MessageKey };
