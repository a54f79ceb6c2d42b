/**
 * The Battle Line side panel for one seat: the phase, a move waiting for confirmation, the hand as
 * buttons, the moves on offer (flags, claims, draws, pass), "why not?" for every open flag where
 * this seat's side is complete, the opponent's hand size, the series points and, at the end, the
 * end screen. Every button comes from the frame's legal moves; the clicks go back to the controller.
 */
import {
  gameRecord,
  nextGameOptions,
  seriesScore,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
  type Seat,
} from '../../../games/battleline/index.ts';
import { fill, h } from '../../dom.ts';
import type { TableContext, TableFrame } from '../table.ts';
import { whyNotText } from './why-not.ts';
import { loadSeries } from './series-store.ts';
import { cardText } from './log-text.ts';
import { sortHand } from './hand-order.ts';
import type { Question } from './confirm.ts';
import { endScreen } from './end-screen.ts';
import { cardOf, colourOf, publicState } from './moves.ts';
import type { TableScope } from './series-scope.ts';
import '../../online/spectator-text.ts';

/** What the player has chosen so far, as the panel shows it. */
export interface PanelState {
  readonly selected: CardId | null;
  readonly source: { readonly flag: number; readonly card: CardId } | null;
  readonly whyNot: number | null;
  readonly question: { readonly move: BattleLineMove; readonly q: Question } | null;
  /** The legal moves the selected card leads to. */
  readonly pending: readonly BattleLineMove[];
}

/** What the panel's buttons do (the controller's handlers). */
export interface PanelActions {
  play(m: BattleLineMove, confirmed?: boolean): void;
  pickHand(card: CardId): void;
  cancelSelection(): void;
  cancelQuestion(): void;
  showWhyNot(flag: number): void;
}

export function renderPanel(
  ctx: TableContext<BattleLineMove>,
  f: TableFrame<BattleLineView, BattleLineMove>,
  view: BattleLineView,
  seat: Seat,
  st: PanelState,
  act: PanelActions,
  /** The series this table counts toward (null: none). */
  scope: TableScope | null,
): void {
  if (f.spectator) return renderWatching(ctx, f, view);
  const { selected, source, question } = st;
  const moves = f.legal;
  const myTurn = moves.length > 0;
  // The server can end a game the rules did not (a claimed win, a resignation): f.outcome.
  const phaseKey =
    view.result || f.outcome
      ? 'bl.phase.over'
      : f.held
        ? 'held.yourMove'
        : !myTurn
          ? 'bl.phase.wait'
          : `bl.phase.${view.phase}`;
  const parts: (Node | string)[] = [
    h(
      'p',
      { class: 'bl-phase', 'data-testid': 'bl-phase' },
      ctx.t(phaseKey, { n: view.phase === 'scoutDraw' ? view.scoutDraws : view.scoutReturns }),
    ),
  ];
  if (question) {
    const pendingMove = question.move;
    parts.push(
      h(
        'div',
        { class: 'bl-confirm', 'data-testid': 'confirm' },
        h('p', { 'data-testid': 'confirm-text' }, question.q.text),
        h(
          'button',
          {
            class: 'primary',
            'data-testid': 'confirm-move',
            onclick: () => act.play(pendingMove, true),
          },
          question.q.confirm,
        ),
        h(
          'button',
          { 'data-testid': 'cancel-move', onclick: () => act.cancelQuestion() },
          ctx.t('bl.confirm.cancel'),
        ),
      ),
    );
  }
  if (source) parts.push(h('p', { class: 'hint' }, ctx.t('bl.pickTarget')));
  else if (selected && st.pending.some((m) => m.type !== 'play'))
    parts.push(h('p', { class: 'hint' }, ctx.t('bl.pickSource')));

  const handButtons = sortHand(view.hand).map((card) => {
    const usable = moves.some(
      (m) => cardOf(m) === card || (m.type === 'scoutReturn' && m.card === card),
    );
    return h(
      'button',
      {
        class: `bl-card${selected === card ? ' selected' : ''}`,
        'data-card': card,
        'data-colour': colourOf(card),
        disabled: !usable,
        onclick: () => act.pickHand(card),
      },
      cardText(ctx.t, card),
    );
  });
  parts.push(
    h('h3', {}, ctx.t('bl.hand')),
    h('div', { class: 'bl-hand', 'data-testid': 'bl-hand' }, ...handButtons),
  );
  parts.push(h('div', { class: 'bl-actions' }, ...actionButtons(ctx, view, st, act, moves)));
  parts.push(...whyNotParts(ctx, view, seat, st, act, moves));

  const other: Seat = seat === 0 ? 1 : 0;
  parts.push(
    h(
      'p',
      { class: 'muted' },
      ctx.t('bl.opponentHand', {
        troops: view.opponentHand.troops,
        tactics: view.opponentHand.tactics,
      }),
    ),
  );
  parts.push(
    h(
      'p',
      { class: 'muted' },
      ctx.t('bl.tacticsPlayed', {
        me: view.tacticsPlayed[seat].length,
        them: view.tacticsPlayed[other].length,
      }),
    ),
  );
  const games = scope ? loadSeries(scope.key) : [];
  let series: HTMLElement | null = null;
  if (scope && games.length > 0) {
    const [a, b] = seriesScore(games);
    // Bot and online games are stored from the player's side; hot-seat games by seat.
    const mine = scope.side !== null || seat === 0;
    series = h(
      'p',
      { 'data-testid': 'bl-series' },
      ctx.t('bl.series.points', {
        scope: scope.label,
        me: mine ? a : b,
        them: mine ? b : a,
        games: games.length,
      }),
    );
  }
  if (view.result) {
    // The next game of the series: the loser of this one moves second.
    const record = gameRecord(publicState(view, seat));
    const next = nextGameOptions(view.options, record);
    parts.push(
      endScreen(ctx.t, {
        view,
        seat,
        hotseat: scope?.hotseat ?? false,
        reason: ctx.t(`bl.reason.${view.result.reason}`),
        cardLabel: (card) => cardText(ctx.t, card),
        record,
        series,
        next: h(
          'button',
          {
            class: 'primary',
            'data-testid': 'next-game',
            onclick: () => ctx.newGame({ firstSeat: next.firstSeat }),
          },
          ctx.t('bl.nextGame'),
        ),
      }),
    );
  } else if (series) parts.push(series);
  fill(ctx.panel, ...parts);
}

/**
 * A spectator's panel: whose move it is, and what both sides have shown, by name; at the end, who
 * won, how, and each side's flags by name (never "you", and no hand).
 */
function renderWatching(
  ctx: TableContext<BattleLineMove>,
  f: TableFrame<BattleLineView, BattleLineMove>,
  view: BattleLineView,
): void {
  const name = (s: Seat) => ctx.t(`player.${s}`);
  const result = view.result;
  if (result) {
    const flags = (s: Seat): number[] =>
      view.flags.flatMap((fl, i) => (fl.claimedBy === s ? [i + 1] : []));
    const list = (s: Seat): string => flags(s).join(', ') || ctx.t('bl.end.none');
    fill(
      ctx.panel,
      h(
        'div',
        { class: 'bl-end', 'data-testid': 'bl-result' },
        h('p', { class: 'bl-phase', 'data-testid': 'bl-phase' }, ctx.t('watch.over')),
        h(
          'h3',
          { 'data-testid': 'bl-end-verdict' },
          result.winner === null
            ? ctx.t('bl.end.draw')
            : ctx.t('watch.bl.wins', { player: name(result.winner) }),
        ),
        h('p', {}, ctx.t('bl.end.how', { reason: ctx.t(`bl.reason.${result.reason}`) })),
        h(
          'p',
          { 'data-testid': 'bl-end-flags' },
          ctx.t('watch.bl.flags', {
            p0: name(0),
            a: flags(0).length,
            p1: name(1),
            b: flags(1).length,
          }),
          h('br'),
          ctx.t('bl.end.flagList', { side: name(0), flags: list(0) }),
          h('br'),
          ctx.t('bl.end.flagList', { side: name(1), flags: list(1) }),
        ),
        result.winner !== null ? h('p', { class: 'muted' }, ctx.t('bl.end.goldBar')) : null,
      ),
    );
    return;
  }
  fill(
    ctx.panel,
    h(
      'p',
      { class: 'bl-phase', 'data-testid': 'bl-phase' },
      f.toMove === null ? ctx.t('watch.over') : ctx.t('watch.toMove', { player: name(f.toMove) }),
    ),
    h(
      'p',
      { class: 'muted' },
      ctx.t('watch.bl.holds', {
        player: name(1),
        troops: view.opponentHand.troops,
        tactics: view.opponentHand.tactics,
      }),
    ),
    h(
      'p',
      { class: 'muted' },
      ctx.t('watch.bl.tacticsPlayed', {
        p0: name(0),
        a: view.tacticsPlayed[0].length,
        p1: name(1),
        b: view.tacticsPlayed[1].length,
      }),
    ),
  );
}

/** The moves on offer as buttons: flags for the selected card, claims, draws, pass. */
function actionButtons(
  ctx: TableContext<BattleLineMove>,
  view: BattleLineView,
  st: PanelState,
  act: PanelActions,
  moves: readonly BattleLineMove[],
): HTMLElement[] {
  const { source } = st;
  const actions: HTMLElement[] = [];
  for (const m of st.pending) {
    if (m.type === 'play')
      actions.push(
        h(
          'button',
          { 'data-flag': m.flag, class: 'bl-to-flag', onclick: () => act.play(m) },
          ctx.t('bl.toFlag', { n: m.flag + 1 }),
        ),
      );
    if (
      m.type === 'redeploy' &&
      source &&
      m.from === source.flag &&
      m.card === source.card &&
      m.to === null
    )
      actions.push(h('button', { onclick: () => act.play(m) }, ctx.t('bl.discardIt')));
  }
  if (st.selected)
    actions.push(h('button', { onclick: () => act.cancelSelection() }, ctx.t('bl.cancel')));
  for (const m of moves) {
    if (m.type === 'claim')
      actions.push(
        h(
          'button',
          { class: 'primary', 'data-testid': `claim-${m.flag + 1}`, onclick: () => act.play(m) },
          ctx.t('bl.claim', { n: m.flag + 1 }),
        ),
      );
  }
  for (const m of moves) {
    if (m.type === 'endClaims')
      actions.push(
        h(
          'button',
          { 'data-testid': 'end-claims', onclick: () => act.play(m) },
          ctx.t('bl.endClaims'),
        ),
      );
    if (m.type === 'draw')
      actions.push(
        h(
          'button',
          { 'data-testid': `draw-${m.deck}`, onclick: () => act.play(m) },
          ctx.t(m.deck === 'troop' ? 'bl.drawTroop' : 'bl.drawTactics', {
            n: m.deck === 'troop' ? view.troopDeckSize : view.tacticsDeckSize,
          }),
        ),
      );
    if (m.type === 'pass')
      actions.push(
        h('button', { 'data-testid': 'pass', onclick: () => act.play(m) }, ctx.t('bl.pass')),
      );
  }
  return actions;
}

/** "Why not?" for each open flag where this seat's side is complete but no claim is offered. */
function whyNotParts(
  ctx: TableContext<BattleLineMove>,
  view: BattleLineView,
  seat: Seat,
  st: PanelState,
  act: PanelActions,
  moves: readonly BattleLineMove[],
): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (!view.result) {
    const whyButtons = view.flags.flatMap((fl, i) => {
      const complete =
        fl.claimedBy === null &&
        fl.sides[seat].length >= (fl.environment.some((e) => e.card === 'mud') ? 4 : 3);
      if (!complete || moves.some((m) => m.type === 'claim' && m.flag === i)) return [];
      return [
        h(
          'button',
          { class: 'link', 'data-testid': `why-${i + 1}`, onclick: () => act.showWhyNot(i) },
          ctx.t('bl.whyNot', { n: i + 1 }),
        ),
      ];
    });
    if (whyButtons.length > 0) parts.push(h('div', { class: 'bl-why' }, ...whyButtons));
  }
  if (st.whyNot !== null)
    parts.push(
      h(
        'p',
        { class: 'bl-why-text', 'data-testid': 'why-text' },
        whyNotText(ctx, publicState(view, seat), st.whyNot, seat),
        h('br'),
        h('small', {}, ctx.t('bl.whyNotHelp')),
      ),
    );
  return parts;
}
