/**
 * The Battle Line table controller: turns the shell's frames into the 3D scene (`scene-input.ts`)
 * and the side panel (`panel.ts`), and clicks into moves. Every option it offers is filtered from
 * the frame's legal moves; "why not?" and the formation names come from the engine's own explain
 * functions, asked on a state rebuilt from this seat's view only (the prover needs nothing but
 * public cards), so no hidden card ever reaches this module. Tactics cards are walked through step
 * by step: the card, then the card on a flag it acts on, then where it goes.
 */
import type { BattleLineMove, BattleLineView, CardId } from '../../../games/battleline/index.ts';
import { BattleLineScene, type Pick } from '../../../render/battleline/scene.ts';
import { TABLE_D, TABLE_W } from '../../../render/battleline/layout.ts';
import { fill } from '../../dom.ts';
import { addMessages } from '../../i18n/index.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { battlelineMessages } from './messages.ts';
import { attachPicking } from '../picking.ts';
import './phone-hand.css';
import { battleLineMoveText, battleLineOutcomeText } from './log-text.ts';
import { battlelineConfirmMessages } from './confirm-messages.ts';
import { battlelineEndMessages } from './end-messages.ts';
import { questionFor, type Question } from './confirm.ts';
import { lastMarkAfter, refusalProbe, type LastMark } from './table-marks.ts';
import { attachCardZoom } from './card-zoom.ts';
import { cardOf } from './moves.ts';
import { sceneInputOf } from './scene-input.ts';
import { renderPanel } from './panel.ts';
import { seriesRecorder } from './series-recorder.ts';

addMessages(battlelineMessages);
addMessages(battlelineConfirmMessages);
addMessages(battlelineEndMessages);

type Frame = TableFrame<BattleLineView, BattleLineMove>;

const HOME = { position: [0, 40, 31], target: [0, 0, 1.5] } as const;
/**
 * A phone held upright shows the hand and the decks as panel buttons, so its home view frames only
 * the battle line (the nine flags and both sides, up to four cards each) on a felt cut to it, seen
 * more from above: the cards come out about twice as large as with the whole table in view.
 */
const PORTRAIT = {
  felt: [38.5, 21] as const,
  pose: { position: [0, 40, 10], target: [0, 0, 0.4] } as const,
};

const upright = (): boolean => window.innerHeight > window.innerWidth;

function homeForPage() {
  return upright() ? PORTRAIT : { felt: [TABLE_W, TABLE_D] as const, pose: HOME };
}

export function createBattleLineTable(
  ctx: TableContext<BattleLineMove>,
): TableController<BattleLineView, BattleLineMove> {
  const scene = new BattleLineScene();
  ctx.host.board.add(scene.group);
  ctx.host.table.resize(TABLE_W, TABLE_D);
  ctx.host.setHomeView(HOME, 90);
  ctx.host.setHomeFor(homeForPage);
  let frame: Frame | null = null;
  let selected: CardId | null = null;
  let source: { flag: number; card: CardId } | null = null;
  /** The flag whose "why not?" answer is shown. */
  let whyNot: number | null = null;
  const series = seriesRecorder(ctx.t);
  /** Whether the piles were drawn for a phone held upright; turning it redraws them. */
  let drawnUpright = upright();
  const onResize = (): void => {
    if (upright() !== drawnUpright) redraw();
  };
  window.addEventListener('resize', onResize);
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

  function redraw(): void {
    const f = frame;
    if (!f || !f.view || f.seat === null) {
      scene.clear();
      fill(ctx.panel);
      ctx.host.requestRender();
      return;
    }
    drawnUpright = upright();
    scene.draw({
      ...sceneInputOf(ctx, f, f.view, f.seat, { selected, source, mark, pending: pending() }),
      upright: drawnUpright,
    });
    renderPanel(
      ctx,
      f,
      f.view,
      f.seat,
      { selected, source, whyNot, question, pending: pending() },
      {
        play,
        pickHand: (card) => onPick({ pick: 'hand', card }),
        cancelSelection: () => select(null),
        cancelQuestion: () => ((question = null), redraw()),
        showWhyNot: (flag) => ((whyNot = flag), redraw()),
      },
      series.scope(),
    );
    ctx.host.requestRender();
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
      series.record(f);
      redraw();
    },
    anchor(name) {
      const p = scene.anchorOf(name);
      return p ? ctx.host.toClient(p) : null;
    },
    describeMove: (before, m) => battleLineMoveText(ctx.t, before, m),
    outcomeText: (outcome) => battleLineOutcomeText(ctx.t, outcome),
    dispose() {
      window.removeEventListener('resize', onResize);
      detachPicking();
      detachZoom();
      scene.dispose();
      fill(ctx.panel);
    },
  };
}
