/**
 * The Hill 218 table controller: turns the shell's frames into the 3D scene and the side panel,
 * and clicks into moves. Every highlight is filtered from the frame's legal moves (legal cells of
 * the picked card, attack targets with their supporters, Air Strike targets); the supply chain
 * behind a hovered cell and the explain patterns come from the engine's own helpers
 * (`supplyChainFor` on a state rebuilt from this seat's view, `patternOf`), so no hidden card ever
 * reaches this module. The camera's home pose follows the battlefield as it grows.
 */
import {
  patternOf,
  RULE_EXAMPLES,
  supplyChainFor,
  UNITS,
  type Hill218Move,
  type Hill218State,
  type Hill218View,
  type Pos,
  type Seat,
  type UnitType,
} from '../../../games/hill218/index.ts';
import { framingPose } from '../../../render/hill218/layout.ts';
import { ENGLISH_FACES } from '../../../render/hill218/card-faces.ts';
import {
  Hill218Scene,
  type OverlayInput,
  type Pick,
  type SceneInput,
} from '../../../render/hill218/scene.ts';
import { boardOnly } from '../../../render/hill218/scene-input.ts';
import { addMessages } from '../../i18n/index.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { hill218Messages } from './messages.ts';
import { publicState, samePos, unitAtPos, type ExampleId } from './model.ts';
import { renderPanel } from './panel.ts';
import { hill218MoveText, hill218OutcomeText } from './log-text.ts';
import { attachPicking } from '../picking.ts';
import './styles.css';

addMessages(hill218Messages);

const posKey = (p: Pos | null): string => (p ? `${p.x},${p.y}` : '');

type Frame = TableFrame<Hill218View, Hill218Move>;

/** The cells a move played on: a placement's cell, an attack's target, an Air Strike's target. */
function movedCell(m: Hill218Move): Pos | null {
  if (m.type === 'place') return m.at;
  if (m.type === 'attack' || m.type === 'airStrike') return m.target;
  return null;
}

/** The marks after a new frame: a seat's cells gather through its turn; the other seat starts anew. */
function marksAfter(
  marks: { seat: Seat; cells: Pos[]; moveCount: number } | null,
  f: Frame,
): { seat: Seat; cells: Pos[]; moveCount: number } | null {
  const last = f.lastMove;
  if (!last) return null;
  const cell = movedCell(last.move);
  if (!cell) return marks ? { ...marks, moveCount: f.moveCount } : null;
  // Moves seen one after another gather; a jump (a load, an undo) starts from this move alone.
  const continues = marks && marks.seat === last.seat && marks.moveCount === f.moveCount - 1;
  const cells =
    continues && marks ? [...marks.cells.filter((c) => !samePos(c, cell)), cell] : [cell];
  return { seat: last.seat, cells, moveCount: f.moveCount };
}

export function createHill218Table(
  ctx: TableContext<Hill218Move>,
): TableController<Hill218View, Hill218Move> {
  const scene = new Hill218Scene();
  ctx.host.board.add(scene.group);
  let frame: Frame | null = null;
  let selected: UnitType | null = null;
  let strikeArmed = false;
  let explain = false;
  let explainAt: Pos | null = null;
  let hoverCell: Pos | null = null;
  let hoverUnit: Pos | null = null;
  let example: ExampleId | null = null;
  let rulesOpen = false;
  let exampleSelect: UnitType | null = null;
  let homeKey = '';
  let pub: { key: string; state: Hill218State } | null = null;
  let explainText: HTMLElement | null = null;
  /** The cells of a seat's latest turn (marked for the other seat until it moves). */
  let marks: { seat: Seat; cells: Pos[]; moveCount: number } | null = null;

  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
    hover: (p) => {
      const cell = p?.pick === 'cell' ? p.at : null;
      const unit = p && p.pick !== 'cell' && p.pick !== 'hand' && p.pick !== 'air' ? p.at : null;
      if (posKey(cell) !== posKey(hoverCell) || posKey(unit) !== posKey(hoverUnit)) {
        hoverCell = cell;
        hoverUnit = unit;
        drawOverlay();
      }
      return p !== undefined && p.pick !== 'empty' && (p.pick !== 'unit' || explain);
    },
  });

  const legal = (): readonly Hill218Move[] => frame?.legal ?? [];

  function play(m: Hill218Move): void {
    selected = null;
    strikeArmed = false;
    ctx.play(m);
  }

  function select(u: UnitType | null): void {
    selected = u;
    strikeArmed = false;
    redraw();
  }

  function onPick(p: Pick): void {
    const moves = legal();
    switch (p.pick) {
      case 'hand':
        if (moves.some((m) => m.type === 'place' && m.unit === p.unit))
          select(selected === p.unit ? null : p.unit);
        return;
      case 'cell':
      case 'empty': {
        const m = moves.find(
          (x) => x.type === 'place' && x.unit === selected && samePos(x.at, p.at),
        );
        if (m) play(m);
        // No legal placement there: the engine's refusal says why (no supply, the Hill, ...).
        else if (selected) ctx.play({ type: 'place', unit: selected, at: p.at });
        else if (strikeArmed) ctx.play({ type: 'airStrike', target: p.at });
        return;
      }
      case 'air':
        selected = null;
        strikeArmed = !strikeArmed;
        redraw();
        return;
      case 'target':
      case 'strike':
      case 'unit': {
        const attack = moves.find((x) => x.type === 'attack' && samePos(x.target, p.at));
        if (attack) return play(attack);
        const strike = strikeArmed
          ? moves.find((x) => x.type === 'airStrike' && samePos(x.target, p.at))
          : undefined;
        if (strike) return play(strike);
        if (explain) {
          explainAt = samePos(explainAt, p.at) ? null : p.at;
          drawOverlay();
          return;
        }
        // A click no legal move answers: the engine says why.
        if (moves.some((x) => x.type === 'attack')) ctx.play({ type: 'attack', target: p.at });
        else if (strikeArmed) ctx.play({ type: 'airStrike', target: p.at });
        else if (selected) ctx.play({ type: 'place', unit: selected, at: p.at });
        return;
      }
    }
  }

  function viewState(): Hill218State | null {
    const f = frame;
    if (!f?.view || f.seat === null) return null;
    const k = `${f.moveCount}:${f.seat}:${JSON.stringify(f.view.cells)}`;
    if (pub?.key !== k) pub = { key: k, state: publicState(f.view, f.seat) };
    return pub.state;
  }

  function overlayInput(): OverlayInput {
    const f = frame;
    const view = f?.view;
    if (!f || !view || f.seat === null) return { viewer: 0, chain: null, patterns: null };
    const seat = f.seat;
    let chain: Pos[] | null = null;
    const hovered = hoverCell;
    if (selected && hovered) {
      const u = selected;
      const legalHere = f.legal.some(
        (m) => m.type === 'place' && m.unit === u && samePos(m.at, hovered),
      );
      const s = legalHere ? viewState() : null;
      if (s) chain = supplyChainFor(s, u, hovered);
    }
    let patterns: OverlayInput['patterns'] = null;
    let text = '';
    if (explain) {
      const at = hoverUnit ?? explainAt;
      const card = at ? unitAtPos(view.cells, at) : undefined;
      // A card on the grid, or the picked hand card as if played on the hovered cell.
      const subject = card
        ? { unit: card.unit, owner: card.owner, at: { x: card.x, y: card.y } }
        : selected && hovered
          ? { unit: selected, owner: seat, at: hovered }
          : null;
      if (subject) {
        patterns = {
          supply: patternOf(subject.unit, 'supply', subject.at, subject.owner),
          attack: patternOf(subject.unit, 'attack', subject.at, subject.owner),
          support: patternOf(subject.unit, 'support', subject.at, subject.owner),
        };
        const alone = UNITS[subject.unit].attacksAlone;
        text = ctx.t('h218.explainCard', {
          unit: ctx.t(`h218.unit.${subject.unit}`),
          owner: ctx.t(subject.owner === seat ? 'h218.owner.me' : 'h218.owner.them'),
          alone:
            ctx.t(alone ? 'h218.explainAlone' : 'h218.explainNeeds') +
            (UNITS[subject.unit].drop ? `; ${ctx.t('h218.explainDrop')}` : ''),
        });
      }
    }
    if (explainText) explainText.textContent = text;
    return { viewer: seat, chain, patterns };
  }

  function drawOverlay(): void {
    scene.drawOverlay(overlayInput());
    ctx.host.requestRender();
  }

  function sceneInput(f: Frame, view: Hill218View, seat: Seat): SceneInput {
    const moves = f.legal;
    const places = moves.filter((m) => m.type === 'place');
    const strikes = moves.filter((m) => m.type === 'airStrike');
    const t = ctx.t;
    return {
      viewer: seat,
      cells: view.cells,
      hand: view.hand,
      handSizes: view.handSizes,
      deckSizes: view.deckSizes,
      airStrikes: view.airStrikes,
      discards: [view.discards[0].length, view.discards[1].length],
      selected,
      playable: [...new Set(places.map((m) => m.unit))],
      legalCells: selected ? places.filter((m) => m.unit === selected).map((m) => m.at) : [],
      attacker: view.attacker,
      targets: moves.flatMap((m) =>
        m.type === 'attack'
          ? [m.supporter ? { target: m.target, supporter: m.supporter } : { target: m.target }]
          : [],
      ),
      strikeTargets: strikeArmed ? strikes.map((m) => m.target) : [],
      canStrike: strikes.length > 0,
      strikeArmed,
      faces: {
        key: f.lang,
        texts:
          f.lang === 'en'
            ? ENGLISH_FACES
            : {
                unit: (u) => t(`h218.unit.${u}`),
                short: (u) => t(`h218.short.${u}`),
                airStrike: t('h218.face.airStrike'),
              },
      },
      lastMoves: marks && marks.seat !== seat ? marks.cells : [],
      labels: {
        deck: [t('h218.deck', { n: view.deckSizes[0] }), t('h218.deck', { n: view.deckSizes[1] })],
        air: [t('h218.air', { n: view.airStrikes[0] }), t('h218.air', { n: view.airStrikes[1] })],
        lost: [
          t('h218.lost', { n: view.discards[0].length }),
          t('h218.lost', { n: view.discards[1].length }),
        ],
        hq: t('h218.hq'),
      },
    };
  }

  function emptyInput(): SceneInput {
    return boardOnly([], { deck: ['', ''], air: ['', ''], lost: ['', ''], hq: ctx.t('h218.hq') });
  }

  /** Fits the felt and the camera's home pose to what is drawn, only when the battlefield changed. */
  function frameCamera(): void {
    const box = scene.layout?.all;
    if (!box) return;
    const k = [box.minX, box.maxX, box.minZ, box.maxZ].map((n) => n.toFixed(1)).join(',');
    if (k === homeKey) return;
    homeKey = k;
    const halfW = Math.max(Math.abs(box.minX), Math.abs(box.maxX)) + 1;
    const halfD = Math.max(Math.abs(box.minZ), Math.abs(box.maxZ)) + 1;
    ctx.host.table.resize(halfW * 2, halfD * 2);
    const pose = framingPose(box, ctx.host.camera.fov, ctx.host.camera.aspect);
    const dist = Math.hypot(
      pose.position[0] - pose.target[0],
      pose.position[1] - pose.target[1],
      pose.position[2] - pose.target[2],
    );
    ctx.host.setHomeView(pose, Math.max(60, dist * 2));
  }

  function redraw(): void {
    const f = frame;
    const view = f?.view ?? null;
    const seat = f?.seat ?? null;
    if (!f || !view || seat === null) {
      scene.draw(emptyInput());
      selected = null;
    } else scene.draw(sceneInput(f, view, seat));
    frameCamera();
    explainText = renderPanel(
      ctx,
      ctx.panel,
      {
        view,
        seat,
        legal: f?.legal ?? [],
        selected,
        strikeArmed,
        explain,
        example,
        rulesOpen,
        ...(f?.spectator ? { spectator: { toMove: f.toMove } } : {}),
        ended: !!f?.outcome,
        held: !!f?.held,
      },
      {
        select,
        play,
        armStrike: (on) => {
          strikeArmed = on;
          selected = null;
          redraw();
        },
        setExplain: (on) => {
          explain = on;
          if (!on) explainAt = null;
          redraw();
        },
        loadExample: (id) => {
          const ex = RULE_EXAMPLES.find((e) => e.id === id);
          if (!ex) return;
          example = id;
          exampleSelect = 'infantry';
          ctx.loadPosition(ex.position);
          redraw();
        },
        rulesOpen: (open) => {
          rulesOpen = open;
        },
        closeExample: () => {
          example = null;
          ctx.closeExample?.();
          redraw();
        },
      },
    );
    drawOverlay();
  }

  return {
    describeMove: (before, m) => hill218MoveText(ctx.t, before, m),
    outcomeText: (outcome) => hill218OutcomeText(ctx.t, outcome),
    update(f) {
      const moved = frame?.moveCount !== f.moveCount || frame?.seat !== f.seat;
      if (frame?.moveCount !== f.moveCount) marks = marksAfter(marks, f);
      frame = f;
      // Back at the game (the shell's "Back to my game"): the example's text goes too.
      if (!f.sandbox) example = null;
      if (moved) {
        selected = null;
        strikeArmed = false;
        hoverCell = null;
        hoverUnit = null;
        explainAt = null;
      }
      // A rules example picks its card for the player once the position can be seen.
      const u = exampleSelect;
      if (u && f.view && f.legal.some((m) => m.type === 'place' && m.unit === u)) {
        selected = u;
        exampleSelect = null;
      }
      redraw();
    },
    anchor(name) {
      const p = scene.anchorOf(name);
      return p ? ctx.host.toClient(p) : null;
    },
    dispose() {
      detachPicking();
      scene.dispose();
      ctx.panel.replaceChildren();
    },
  };
}
