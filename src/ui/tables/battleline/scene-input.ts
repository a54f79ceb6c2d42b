/**
 * What the Battle Line table asks its 3D scene to draw for one seat: the view (hand sorted), the
 * cards and places the legal moves and the current selection light up, the formation names from
 * the engine (asked on a state rebuilt from this seat's view only), the last card the other seat
 * put down, and the words on the card faces in the UI language.
 */
import {
  flagSummaries,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
  type Seat,
} from '../../../games/battleline/index.ts';
import type { SceneInput } from '../../../render/battleline/scene.ts';
import { ENGLISH_FACES, type FaceTexts } from '../../../render/battleline/card-faces.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TableContext, TableFrame } from '../table.ts';
import { formationText } from './log-text.ts';
import { sortHand } from './hand-order.ts';
import type { LastMark } from './table-marks.ts';
import { cardOf, dedupe, publicState } from './moves.ts';

/** The player's selection the scene shows: a hand card, and the flag card a guile move acts on. */
export interface Selection {
  readonly selected: CardId | null;
  readonly source: { readonly flag: number; readonly card: CardId } | null;
  readonly mark: LastMark | null;
  /** The legal moves the selected card leads to. */
  readonly pending: readonly BattleLineMove[];
}

/** The words on the card faces: the rules' English, or the table's catalog. */
function faceTexts(ctx: Pick<TableContext<BattleLineMove>, 't'>, lang: Lang): FaceTexts {
  if (lang === 'en') return ENGLISH_FACES;
  return {
    name: (id) => ctx.t(`bl.tactic.${id}`),
    effect: (id) => ctx.t(`bl.face.effect.${id}`),
    kind: (k) => ctx.t(`bl.face.kind.${k}`),
    back: (deck) => ctx.t(`bl.face.back.${deck}`),
  };
}

export function sceneInputOf(
  ctx: Pick<TableContext<BattleLineMove>, 't'>,
  f: Pick<TableFrame<BattleLineView, BattleLineMove>, 'legal' | 'lang'>,
  view: BattleLineView,
  seat: Seat,
  sel: Selection,
): SceneInput {
  const { selected, source, mark } = sel;
  const moves = f.legal;
  const slots: { flag: number; near: boolean }[] = [];
  const selectable: { flag: number; seat: Seat; card: CardId }[] = [];
  const other: Seat = seat === 0 ? 1 : 0;
  for (const m of sel.pending) {
    if (m.type === 'play') slots.push({ flag: m.flag, near: true });
    if (m.type === 'deserter') selectable.push({ flag: m.flag, seat: other, card: m.card });
    if ((m.type === 'redeploy' || m.type === 'traitor') && !source)
      selectable.push({ flag: m.from, seat: m.type === 'redeploy' ? seat : other, card: m.card });
    if (
      (m.type === 'redeploy' || m.type === 'traitor') &&
      source &&
      m.from === source.flag &&
      m.card === source.card &&
      m.to !== null
    )
      slots.push({ flag: m.to, near: true });
  }
  for (const m of moves)
    if (m.type === 'trim') selectable.push({ flag: m.flag, seat, card: m.card });
  const playable = [...new Set(moves.map(cardOf).filter((c): c is CardId => c !== null))];
  for (const m of moves) if (m.type === 'scoutReturn') playable.push(m.card);
  const pub = publicState(view, seat);
  const shown = mark && mark.seat !== seat ? mark : null;
  const formations = flagSummaries(pub).map((fl) => {
    const text = (side: Seat): string => {
      const s = fl.sides[side];
      if (s.cards.length === 0) return '';
      if (!s.formation) return ctx.t('bl.needs', { have: s.cards.length, need: s.needed });
      return formationText(ctx.t, s.formation.kind, s.formation.sum, s.fog);
    };
    return [text(seat), text(other)] as const;
  });
  const result = view.result;
  let winningFlags: number[] = [];
  if (result && result.winner !== null)
    winningFlags = view.flags.flatMap((fl, i) => (fl.claimedBy === result.winner ? [i] : []));
  return {
    view: { ...view, hand: sortHand(view.hand) },
    seat,
    lastMove: shown,
    selectedCard: selected,
    playableCards: playable,
    slots: dedupe(slots),
    selectableFlagCards: selectable,
    claimable: moves.flatMap((m) => (m.type === 'claim' ? [m.flag] : [])),
    drawable: moves.flatMap((m) => (m.type === 'draw' ? [m.deck] : [])),
    formations,
    winningFlags,
    faces: { key: f.lang, texts: faceTexts(ctx, f.lang) },
    labels: {
      troopDeck: ctx.t('bl.troopDeck', { n: view.troopDeckSize }),
      tacticsDeck: ctx.t('bl.tacticsDeck', { n: view.tacticsDeckSize }),
      discard: ctx.t('bl.discard', { n: view.discard.length }),
    },
  };
}
