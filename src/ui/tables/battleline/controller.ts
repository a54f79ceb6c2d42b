/**
 * The Battle Line table controller: turns the shell's frames into the 3D scene and the side panel,
 * and clicks into moves. Every option it offers is filtered from the frame's legal moves; "why
 * not?" and the formation names come from the engine's own explain functions, asked on a state
 * rebuilt from this seat's view only (the prover needs nothing but public cards), so no hidden card
 * ever reaches this module. Tactics cards are walked through step by step: the card, then the card
 * on a flag it acts on, then where it goes.
 */
import {
  battleline,
  cardInfo,
  COLOURS,
  flagSummaries,
  gameRecord,
  nextGameOptions,
  seriesScore,
  type BattleLineMove,
  type BattleLineView,
  type CardId,
  type GameRecord,
  type Seat,
} from '../../../games/battleline/index.ts';
import { Rng } from '../../../core/rng.ts';
import { BattleLineScene, type Pick, type SceneInput } from '../../../render/battleline/scene.ts';
import { ENGLISH_FACES, type FaceTexts } from '../../../render/battleline/card-faces.ts';
import { TABLE_D, TABLE_W } from '../../../render/battleline/layout.ts';
import { fill, h } from '../../dom.ts';
import { addMessages, type Lang } from '../../i18n/index.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { whyNotText } from './why-not.ts';
import { battlelineMessages } from './messages.ts';
import { attachPicking } from '../picking.ts';
import { loadSeries, recordGame, seriesScope } from './series-store.ts';
import './phone-hand.css';
import { battleLineMoveText, battleLineOutcomeText, cardText, formationText } from './log-text.ts';
import { battlelineFinishMessages } from './finish-messages.ts';
import { sortHand } from './hand-order.ts';
import { questionFor, type Question } from './confirm.ts';
import { endScreen } from './end-screen.ts';
import { lastMarkAfter, refusalProbe, type LastMark } from './table-marks.ts';
import { parseRoute } from '../../route.ts';
import { attachCardZoom } from './card-zoom.ts';

addMessages(battlelineMessages);
addMessages(battlelineFinishMessages);

type Frame = TableFrame<BattleLineView, BattleLineMove>;
const GUILE = new Set(['scout', 'redeploy', 'deserter', 'traitor']);

/** The hand card a move plays (guile moves name their card by type). */
function cardOf(m: BattleLineMove): CardId | null {
  if (m.type === 'play') return m.card;
  if (GUILE.has(m.type)) return m.type;
  return null;
}

export function createBattleLineTable(
  ctx: TableContext<BattleLineMove>,
): TableController<BattleLineView, BattleLineMove> {
  const scene = new BattleLineScene();
  ctx.host.board.add(scene.group);
  ctx.host.table.resize(TABLE_W, TABLE_D);
  ctx.host.setHomeView({ position: [0, 40, 31], target: [0, 0, 1.5] }, 90);
  let frame: Frame | null = null;
  let selected: CardId | null = null;
  let source: { flag: number; card: CardId } | null = null;
  /** The flag whose "why not?" answer is shown. */
  let whyNot: number | null = null;
  let recorded = '';
  /** A tactics card or a game-ending pass waiting for the player's confirmation. */
  let question: { move: BattleLineMove; q: Question } | null = null;
  /** The last card a seat put down; marked for the other seat until it moves. */
  let mark: LastMark | null = null;

  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
  });

  const detachZoom = attachCardZoom(ctx.host, {
    get zoomables() {
      return scene.zoomables;
    },
    faceImage: (card) => scene.faceImage(card as CardId),
  });

  const legal = (): readonly BattleLineMove[] => frame?.legal ?? [];

  /** A card's name in the UI language: `赤7`, `Companion Cavalry` (the log's own wording). */
  const cardLabel = (card: CardId): string => cardText(ctx.t, card);

  function play(m: BattleLineMove, confirmed = false): void {
    const v = frame?.view;
    if (!confirmed && v) {
      const q = questionFor(ctx.t, v, m, (x) => battleLineMoveText(ctx.t, v, x));
      if (q) {
        question = { move: m, q };
        redraw();
        return;
      }
    }
    selected = null;
    source = null;
    whyNot = null;
    question = null;
    ctx.play(m);
  }

  /** A click the legal moves do not answer: the engine's refusal of it says why. */
  function refuse(m: BattleLineMove | null): void {
    if (m) ctx.play(m);
  }

  function select(card: CardId | null): void {
    selected = card;
    source = null;
    whyNot = null;
    question = null;
    redraw();
  }

  /** The moves the current selection leads to. */
  function pending(): BattleLineMove[] {
    if (!selected) return [];
    return legal().filter((m) => cardOf(m) === selected);
  }

  function onPick(p: Pick): void {
    const moves = legal();
    if (p.pick === 'hand') {
      const ret = moves.find((m) => m.type === 'scoutReturn' && m.card === p.card);
      if (ret) return play(ret);
      if (moves.some((m) => cardOf(m) === p.card)) {
        if (p.card === 'scout') {
          const m = moves.find((x) => x.type === 'scout');
          if (m) return play(m);
        }
        return select(selected === p.card ? null : p.card);
      }
      return refuse(refusalProbe(frame?.view ?? null, p));
    }
    if (p.pick === 'deck') {
      const m = moves.find((x) => x.type === 'draw' && x.deck === p.deck);
      if (m) play(m);
      else refuse(refusalProbe(frame?.view ?? null, p));
      return;
    }
    if (p.pick === 'flag') {
      const claim = moves.find((m) => m.type === 'claim' && m.flag === p.flag);
      if (claim) return play(claim);
      if (selected && pending().some((m) => m.type === 'play' && m.flag === p.flag))
        return onPick({ pick: 'slot', flag: p.flag, near: true });
      return refuse(refusalProbe(frame?.view ?? null, p, selected));
    }
    if (p.pick === 'flagCard') {
      const trim = moves.find((m) => m.type === 'trim' && m.flag === p.flag && m.card === p.card);
      if (trim) return play(trim);
      const options = pending();
      const desert = options.find(
        (m) => m.type === 'deserter' && m.flag === p.flag && m.card === p.card,
      );
      if (desert) return play(desert);
      if (
        options.some(
          (m) =>
            (m.type === 'redeploy' || m.type === 'traitor') &&
            m.from === p.flag &&
            m.card === p.card,
        )
      ) {
        source = { flag: p.flag, card: p.card };
        redraw();
      }
      return;
    }
    // A slot: a play, or the destination of Redeploy / Traitor.
    const options = pending();
    const m = options.find(
      (x) =>
        (x.type === 'play' && x.flag === p.flag) ||
        ((x.type === 'redeploy' || x.type === 'traitor') &&
          source !== null &&
          x.from === source.flag &&
          x.card === source.card &&
          x.to === p.flag),
    );
    if (m) play(m);
  }

  /** The words on the card faces: the rules' English, or the table's catalog. */
  function faceTexts(lang: Lang): FaceTexts {
    if (lang === 'en') return ENGLISH_FACES;
    return {
      name: (id) => ctx.t(`bl.tactic.${id}`),
      effect: (id) => ctx.t(`bl.face.effect.${id}`),
      kind: (k) => ctx.t(`bl.face.kind.${k}`),
      back: (deck) => ctx.t(`bl.face.back.${deck}`),
    };
  }

  function sceneInput(f: Frame, view: BattleLineView, seat: Seat): SceneInput {
    const moves = f.legal;
    const opts = pending();
    const slots: { flag: number; near: boolean }[] = [];
    const selectable: { flag: number; seat: Seat; card: CardId }[] = [];
    const other: Seat = seat === 0 ? 1 : 0;
    for (const m of opts) {
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
      faces: { key: f.lang, texts: faceTexts(f.lang) },
      labels: {
        troopDeck: ctx.t('bl.troopDeck', { n: view.troopDeckSize }),
        tacticsDeck: ctx.t('bl.tacticsDeck', { n: view.tacticsDeckSize }),
        discard: ctx.t('bl.discard', { n: view.discard.length }),
      },
    };
  }

  function panel(f: Frame, view: BattleLineView, seat: Seat): void {
    const moves = f.legal;
    const myTurn = moves.length > 0;
    const phaseKey = view.result
      ? 'bl.phase.over'
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
              onclick: () => play(pendingMove, true),
            },
            question.q.confirm,
          ),
          h(
            'button',
            { 'data-testid': 'cancel-move', onclick: () => ((question = null), redraw()) },
            ctx.t('bl.confirm.cancel'),
          ),
        ),
      );
    }
    if (source) parts.push(h('p', { class: 'hint' }, ctx.t('bl.pickTarget')));
    else if (selected && pending().some((m) => m.type !== 'play'))
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
          onclick: () => onPick({ pick: 'hand', card }),
        },
        cardLabel(card),
      );
    });
    parts.push(
      h('h3', {}, ctx.t('bl.hand')),
      h('div', { class: 'bl-hand', 'data-testid': 'bl-hand' }, ...handButtons),
    );

    const actions: HTMLElement[] = [];
    for (const m of pending()) {
      if (m.type === 'play')
        actions.push(
          h(
            'button',
            { 'data-flag': m.flag, class: 'bl-to-flag', onclick: () => play(m) },
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
        actions.push(h('button', { onclick: () => play(m) }, ctx.t('bl.discardIt')));
    }
    if (selected) actions.push(h('button', { onclick: () => select(null) }, ctx.t('bl.cancel')));
    for (const m of moves) {
      if (m.type === 'claim')
        actions.push(
          h(
            'button',
            { class: 'primary', 'data-testid': `claim-${m.flag + 1}`, onclick: () => play(m) },
            ctx.t('bl.claim', { n: m.flag + 1 }),
          ),
        );
    }
    for (const m of moves) {
      if (m.type === 'endClaims')
        actions.push(
          h(
            'button',
            { 'data-testid': 'end-claims', onclick: () => play(m) },
            ctx.t('bl.endClaims'),
          ),
        );
      if (m.type === 'draw')
        actions.push(
          h(
            'button',
            { 'data-testid': `draw-${m.deck}`, onclick: () => play(m) },
            ctx.t(m.deck === 'troop' ? 'bl.drawTroop' : 'bl.drawTactics', {
              n: m.deck === 'troop' ? view.troopDeckSize : view.tacticsDeckSize,
            }),
          ),
        );
      if (m.type === 'pass')
        actions.push(
          h('button', { 'data-testid': 'pass', onclick: () => play(m) }, ctx.t('bl.pass')),
        );
    }
    parts.push(h('div', { class: 'bl-actions' }, ...actions));

    // "Why not?" for each open flag where this seat's side is complete but no claim is offered.
    if (!view.result) {
      const whyButtons = view.flags.flatMap((fl, i) => {
        const complete =
          fl.claimedBy === null &&
          fl.sides[seat].length >= (fl.environment.some((e) => e.card === 'mud') ? 4 : 3);
        if (!complete || moves.some((m) => m.type === 'claim' && m.flag === i)) return [];
        return [
          h(
            'button',
            {
              class: 'link',
              'data-testid': `why-${i + 1}`,
              onclick: () => ((whyNot = i), redraw()),
            },
            ctx.t('bl.whyNot', { n: i + 1 }),
          ),
        ];
      });
      if (whyButtons.length > 0) parts.push(h('div', { class: 'bl-why' }, ...whyButtons));
    }
    if (whyNot !== null)
      parts.push(
        h(
          'p',
          { class: 'bl-why-text', 'data-testid': 'why-text' },
          whyNotText(ctx, publicState(view, seat), whyNot, seat),
          h('br'),
          h('small', {}, ctx.t('bl.whyNotHelp')),
        ),
      );

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
    const scope = tableScope();
    const games = loadSeries(scope.key);
    let series: HTMLElement | null = null;
    if (games.length > 0) {
      const [a, b] = seriesScore(games);
      // Bot games are stored from the human's side; hot-seat games by seat.
      const mine = scope.bot || seat === 0;
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
          hotseat: !scope.bot,
          reason: ctx.t(`bl.reason.${view.result.reason}`),
          cardLabel,
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

  /** The series this table counts toward: its mode, and the bot's level against the bot. */
  function tableScope(): { key: string; bot: boolean; label: string } {
    const r = parseRoute(location.hash);
    const route = r.ok && r.route.kind === 'table' ? r.route : null;
    const bot = route?.mode === 'bot';
    const level = route?.level ?? 'normal';
    return {
      key: seriesScope(bot ? 'bot' : 'hotseat', level),
      bot,
      label: bot
        ? ctx.t('bl.series.scope.bot', { level: ctx.t(`level.${level}`) })
        : ctx.t('bl.series.scope.hotseat'),
    };
  }

  function redraw(): void {
    const f = frame;
    if (!f || !f.view || f.seat === null) {
      scene.clear();
      fill(ctx.panel);
      ctx.host.requestRender();
      return;
    }
    scene.draw(sceneInput(f, f.view, f.seat));
    panel(f, f.view, f.seat);
    ctx.host.requestRender();
  }

  function recordSeries(f: Frame): void {
    const v = f.view;
    if (!v?.result || !f.outcome) return;
    const key = `${f.moveCount}:${JSON.stringify(v.flags.map((fl) => fl.claimedBy))}`;
    if (key === recorded) return;
    recorded = key;
    const record: GameRecord | null = gameRecord(publicState(v, f.seat ?? 0));
    const scope = tableScope();
    const human = scope.bot ? (parseRouteSeat() ?? 0) : null;
    if (record) recordGame(scope.key, record, key, human);
  }

  return {
    update(f) {
      const moved = frame?.moveCount !== f.moveCount || frame?.seat !== f.seat;
      frame = f;
      mark = lastMarkAfter(mark, f.lastMove, f.view);
      if (moved) {
        selected = null;
        source = null;
        whyNot = null;
        question = null;
      }
      recordSeries(f);
      redraw();
    },
    anchor(name) {
      const p = scene.anchorOf(name);
      return p ? ctx.host.toClient(p) : null;
    },
    describeMove: (before, m) => battleLineMoveText(ctx.t, before, m),
    outcomeText: (outcome) => battleLineOutcomeText(ctx.t, outcome),
    dispose() {
      detachPicking();
      detachZoom();
      scene.dispose();
      fill(ctx.panel);
    },
  };
}

/** The colour letter of a troop (`r`..`p`), `tactic` for a tactics card: the hand button's colour on a phone. */
function colourOf(card: CardId): string {
  const info = cardInfo(card);
  return info?.kind === 'troop' ? (COLOURS[info.colour] ?? 'tactic') : 'tactic';
}

/** The human's seat against the bot, from the table's route. */
function parseRouteSeat(): Seat | null {
  const r = parseRoute(location.hash);
  return r.ok && r.route.kind === 'table' ? r.route.seat : null;
}

function dedupe<T>(xs: readonly T[]): T[] {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = JSON.stringify(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * A state built from one seat's view alone: the unseen cards are dealt at random, which is fine
 * because everything asked of it (formations, proofs, results) depends only on public cards.
 */
function publicState(view: BattleLineView, seat: Seat) {
  return battleline.determinize(view, seat, Rng.fromSeed(0));
}
