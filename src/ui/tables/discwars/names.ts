/**
 * Names on the Disc Wars table in the reader's language: a disc type's name (Japanese names for
 * the built-in catalogue, a user's disc keeps its own), a disc's label with its id, an army's name.
 */
import type { DiscType, DiscWarsView, Seat } from '../../../games/discwars/index.ts';
import type { Lang } from '../../i18n/index.ts';
import { ARMY_NAMES_JA, DISC_NAMES_JA } from './messages.ts';

export function typeName(lang: Lang, t: DiscType): string {
  return lang === 'ja' ? (DISC_NAMES_JA[t.id] ?? t.name) : t.name;
}

/** A disc's short name: its type's name and its id, as the panel and the log lines show it. */
export function discLabel(lang: Lang, v: DiscWarsView, id: string): string {
  const d = v.discs.find((x) => x.id === id);
  const t = d ? v.types[d.type] : undefined;
  return t ? `${typeName(lang, t)} (${id})` : id;
}

export function armyName(lang: Lang, v: DiscWarsView, seat: Seat): string {
  const en = v.armies[seat];
  return lang === 'ja' ? (ARMY_NAMES_JA[en] ?? en) : en;
}
