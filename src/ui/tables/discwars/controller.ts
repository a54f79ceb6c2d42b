/**
 * The Disc Wars table controller: draws the seat's view (the whole table; Disc Wars hides nothing
 * but the generator) and turns clicks into moves taken from the frame's legal moves: activations,
 * stop and pass from the panel; a flip by clicking one of the moving disc's ghosts; a missile by
 * selecting an archer and clicking one of its targets; combat choices from the panel. The
 * measuring tape asks the engine's own `range` helper on a state rebuilt from the view (ranges are
 * public). Flips and drops are not animated yet: the module does not hand the physics port to the
 * UI, so the table redraws from the new state.
 */
import { Rng } from '../../../core/rng.ts';
import {
  MISSILES,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsView,
} from '../../../games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../games/discwars/examples.ts';
import { DiscWarsScene, type Ghost, type Mark, type Pick } from '../../../render/discwars/scene.ts';
import { fill } from '../../dom.ts';
import { addMessages } from '../../i18n/index.ts';
import { attachPicking } from '../picking.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { discwarsMessages } from './messages.ts';
import { nameOf, renderPanel } from './panel.ts';
import './styles.css';

addMessages(discwarsMessages);

type Frame = TableFrame<DiscWarsView, DiscWarsMove>;

export function createDiscWarsTable(
  ctx: TableContext<DiscWarsMove>,
  mod: DiscWarsModule,
): TableController<DiscWarsView, DiscWarsMove> {
  const scene = new DiscWarsScene();
  ctx.host.board.add(scene.group);
  let frame: Frame | null = null;
  let selected: string | null = null;
  let measuring = false;
  let tape: string[] = [];
  let example: string | null = null;
  let tableSize = '';

  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
    hover: (p) => {
      if (scene.hoverGhost(p?.pick === 'ghost' ? p.direction : null)) ctx.host.requestRender();
      return p !== undefined;
    },
  });
  const legal = (): readonly DiscWarsMove[] => frame?.legal ?? [];

  function play(m: DiscWarsMove): void {
    selected = null;
    ctx.play(m);
  }

  function onPick(p: Pick): void {
    const moves = legal();
    if (p.pick === 'ghost') {
      const m = moves.find((x) => x.type === 'flip' && x.direction === p.direction);
      if (m) play(m);
      return;
    }
    const id = p.id;
    if (measuring) {
      tape = tape.length >= 2 ? [id] : tape.includes(id) ? tape : [...tape, id];
      return redraw();
    }
    if (selected) {
      const fire = moves.find((m) => m.type === 'fire' && m.archer === selected && m.target === id);
      if (fire) return play(fire);
    }
    selected = selected === id ? null : id;
    redraw();
  }

  /** Edge-to-edge distance of the tape's two discs, by the engine's helper on public facts. */
  function distance(v: DiscWarsView, seat: 0 | 1): number | null {
    const [a, b] = tape;
    if (!a || !b) return null;
    const r = mod.helpers.range(mod.def.determinize(v, seat, Rng.fromSeed(0)), a, b);
    return Number.isFinite(r) ? r : null;
  }

  function marksFor(v: DiscWarsView, moves: readonly DiscWarsMove[]): Map<string, Mark> {
    const marks = new Map<string, Mark>();
    for (const m of moves) {
      if (m.type === 'activate') marks.set(m.disc, 'activatable');
      if (m.type === 'fire') marks.set(m.archer, 'archer');
      if (m.type === 'strike') marks.set(m.defender, 'choice');
      if (m.type === 'answer') marks.set(m.attacker, 'choice');
    }
    if (v.activation.moving) marks.set(v.activation.moving.disc, 'moving');
    if (selected) marks.set(selected, 'selected');
    for (const m of moves)
      if (m.type === 'fire' && m.archer === selected) marks.set(m.target, 'target');
    for (const id of measuring ? tape : []) marks.set(id, 'measure');
    return marks;
  }

  /** Landing spots of the moving disc's offered flips: one diameter on in each direction. */
  function ghostsFor(v: DiscWarsView, moves: readonly DiscWarsMove[]): Ghost[] {
    const moving = v.activation.moving;
    if (!moving) return [];
    const pose = v.table.pieces.find((p) => p.id === moving.disc);
    if (!pose) return [];
    const out: Ghost[] = [];
    for (const m of moves) {
      if (m.type !== 'flip' || m.disc !== moving.disc) continue;
      out.push({
        direction: m.direction,
        x: pose.position.x + Math.cos(m.direction) * pose.diameter,
        y: pose.position.y + Math.sin(m.direction) * pose.diameter,
        diameter: pose.diameter,
      });
    }
    return out;
  }

  function rangeRing(v: DiscWarsView): { id: string; range: number } | null {
    const d = selected ? v.discs.find((x) => x.id === selected) : undefined;
    const missile = d ? v.types[d.type]?.missile : undefined;
    return d && missile ? { id: d.id, range: MISSILES[missile.type].range } : null;
  }

  function fitTable(v: DiscWarsView): void {
    const key = `${v.table.width}x${v.table.depth}`;
    if (key === tableSize) return;
    tableSize = key;
    const { width: w, depth: d } = v.table;
    ctx.host.table.resize(w, d);
    const span = Math.max(w, d);
    ctx.host.setHomeView(
      { position: [0, span * 1.05, d * 0.62], target: [0, 0, 0.05 * d] },
      span * 3,
    );
  }

  function redraw(): void {
    const f = frame;
    const v = f?.view;
    if (!f || !v) {
      scene.draw({ view: null, marks: new Map(), ghosts: [], tape: null, ring: null });
      fill(ctx.panel);
      ctx.host.requestRender();
      return;
    }
    fitTable(v);
    const seat = f.seat ?? 0;
    const r = measuring ? distance(v, seat) : null;
    const [a, b] = tape;
    const tapeOn = a !== undefined && b !== undefined && r !== null;
    const dist = tapeOn
      ? ctx.t('dw.distance', { a: nameOf(v, a), b: nameOf(v, b), n: r.toFixed(1) })
      : null;
    scene.draw({
      view: v,
      marks: marksFor(v, f.legal),
      ghosts: ghostsFor(v, f.legal),
      tape: tapeOn ? { a, b, label: ctx.t('dw.inches', { n: r.toFixed(1) }) } : null,
      ring: rangeRing(v),
    });
    renderPanel(
      ctx,
      { view: v, legal: f.legal, lang: f.lang, selected, measuring, distance: dist, example },
      {
        play,
        toggleMeasure: () => {
          measuring = !measuring;
          tape = [];
          redraw();
        },
        loadExample: (id) => {
          const ex = RULE_EXAMPLES.find((e) => e.id === id);
          if (!ex) return;
          example = id;
          ctx.loadPosition(ex.setup);
        },
      },
    );
    ctx.host.requestRender();
  }

  return {
    update(f) {
      const moved = frame?.moveCount !== f.moveCount || frame?.seat !== f.seat;
      frame = f;
      if (moved) selected = null;
      if (f.view && tape.some((id) => !f.view?.table.pieces.some((p) => p.id === id))) tape = [];
      redraw();
    },
    anchor(name) {
      const p = scene.anchorOf(name);
      return p ? ctx.host.toClient(p) : null;
    },
    dispose() {
      detachPicking();
      scene.dispose();
      fill(ctx.panel);
    },
  };
}
