/**
 * The Type 10 table controller: turns the shell's frames into the hex board and the side panel,
 * and clicks into moves. Every highlight comes from the frame's legal moves or the engine's helpers
 * (see model.ts). A unit is picked by clicking its counter or its panel button; a click on a
 * yellow hex steps there, a click on a farther lit hex sends the whole path as successive steps,
 * a click on a ringed enemy bombards it (orange) or steps on it (red). With time control the local
 * clock reports the time spent as a `clock` move before each of the player's moves.
 */
import type { Seat } from '../../../core/game.ts';
import type { HexName, Type10Move, Type10State, Type10View } from '../../../games/type10/index.ts';
import {
  Type10Scene,
  type CounterInput,
  type Pick,
  type SceneInput,
} from '../../../render/type10/scene.ts';
import { addMessages } from '../../i18n/index.ts';
import { attachPicking } from '../picking.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { LocalClock, clockLines } from './clock.ts';
import { type10Messages } from './messages.ts';
import { actingUnits, highlightsFor, publicState, spawnTypes, type Highlights } from './model.ts';
import { renderPanel, unitName, type PanelRefs } from './panel.ts';
import { type10MoveText, type10OutcomeText, type10SideName } from './log-text.ts';
import './styles.css';

addMessages(type10Messages);

type Frame = TableFrame<Type10View, Type10Move>;
const EMPTY: Highlights = { steps: [], reach: [], attacks: [], bombards: [] };

export function createType10Table(
  ctx: TableContext<Type10Move>,
): TableController<Type10View, Type10Move> {
  const scene = new Type10Scene();
  ctx.host.board.add(scene.group);
  let frame: Frame | null = null;
  let selected: string | null = null;
  let spawnType: string | null = null;
  let confirmResign = false;
  let highlights: Highlights = EMPTY;
  let pub: { key: number; seat: Seat; state: Type10State } | null = null;
  /** The rest of a path sent by one click, stepped as each step is applied. */
  let queue: { unit: string; hexes: HexName[] } | null = null;
  let hoverHex: HexName | null = null;
  let refs: PanelRefs | null = null;
  let framed = '';
  let rollSeen = -1;
  let reporting = false;

  const clock = new LocalClock(
    {
      tick: () => drawClocks(),
      expired: () => reportTime(),
    },
    ctx.remoteClock,
  );

  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
    hover: (p) => {
      const hex = p && p.pick !== 'die' ? p.hex : null;
      if (hex !== hoverHex) {
        hoverHex = hex;
        drawHover();
      }
      return p !== undefined && p.pick !== 'die';
    },
  });

  const legal = (): readonly Type10Move[] => frame?.legal ?? [];

  function state(): Type10State | null {
    const f = frame;
    if (!f?.view || f.seat === null) return null;
    if (pub?.key !== f.moveCount || pub.seat !== f.seat)
      pub = { key: f.moveCount, seat: f.seat, state: publicState(f.view, f.seat) };
    return pub.state;
  }

  /** Reports the time spent so far (with clocks on); false when that ended the game. */
  function reportTime(): boolean {
    if (!LocalClock.on(frame?.view ?? null) || reporting) return true;
    const ms = clock.take();
    if (ms <= 0) return true;
    reporting = true;
    try {
      ctx.play({ type: 'clock', elapsedMs: ms });
    } finally {
      reporting = false;
    }
    return !frame?.outcome;
  }

  function play(m: Type10Move): void {
    if (!reportTime()) return;
    confirmResign = false;
    ctx.play(m);
  }

  /** Sends a path as successive steps: the first now, the rest as each is applied. */
  function playPath(unit: string, path: readonly HexName[]): void {
    const rest = path.slice(1);
    const first = rest.shift();
    if (!first) return;
    queue = rest.length > 0 ? { unit, hexes: rest } : null;
    play({ type: 'step', unit, to: first });
  }

  function continueQueue(): void {
    const q = queue;
    if (!q) return;
    const next = q.hexes[0];
    const m = legal().find((x) => x.type === 'step' && x.unit === q.unit && x.to === next);
    if (!m || next === undefined) {
      queue = null;
      return;
    }
    q.hexes.shift();
    if (q.hexes.length === 0) queue = null;
    // After the shell has finished this update.
    setTimeout(() => {
      const again = legal().find((x) => x.type === 'step' && x.unit === q.unit && x.to === next);
      if (again) play(again);
      else queue = null;
    }, 120);
  }

  function select(unit: string | null): void {
    selected = unit;
    confirmResign = false;
    redraw();
  }

  function onPick(p: Pick): void {
    const moves = legal();
    if (p.pick === 'die' || moves.length === 0 || queue) return;
    const spawn = moves.find(
      (m) => m.type === 'spawn' && m.to === p.hex && m.unitType === (spawnType ?? ''),
    );
    if (spawn) return play(spawn);
    // A picked spawn type and a hex it may not go to: the engine's refusal says why.
    if (spawnType && !selected) return ctx.play({ type: 'spawn', unitType: spawnType, to: p.hex });
    if (p.pick === 'unit') {
      if (selected) {
        const bomb = moves.find(
          (m) => m.type === 'bombard' && m.unit === selected && m.target === p.unit,
        );
        if (bomb) return play(bomb);
        const attack = highlights.attacks.find((a) => a.unit === p.unit);
        if (attack) return playPath(selected, attack.path);
      }
      if (actingUnits(moves).includes(p.unit)) {
        const active = frame?.view?.active?.unit;
        if (!active || active === p.unit)
          return select(selected === p.unit && !active ? null : p.unit);
      }
    }
    if (!selected) return;
    const step = moves.find((m) => m.type === 'step' && m.unit === selected && m.to === p.hex);
    if (step) return play(step);
    const far = highlights.reach.find((r) => r.hex === p.hex);
    if (far) return playPath(selected, far.path);
    if (p.pick === 'unit' && p.unit === selected) return;
    // No legal move there: ask the engine, whose refusal says why (range, defense, movement…).
    const view = frame?.view;
    const target = p.pick === 'unit' ? view?.units.find((u) => u.id === p.unit) : undefined;
    const mover = view?.units.find((u) => u.id === selected);
    const enemy =
      target &&
      mover &&
      view?.scenario.unitTypes[target.type]?.side !== view?.scenario.unitTypes[mover.type]?.side;
    if (enemy && p.pick === 'unit' && !(view?.scenario.unitTypes[mover.type]?.bombard == null))
      ctx.play({ type: 'bombard', unit: selected, target: p.unit });
    else ctx.play({ type: 'step', unit: selected, to: p.hex });
  }

  function counters(view: Type10View): CounterInput[] {
    const out: CounterInput[] = [];
    for (const u of view.units) {
      const type = view.scenario.unitTypes[u.type];
      if (!type || u.at === 'hand' || u.at === 'gone') continue;
      out.push({
        id: u.id,
        typeId: u.type,
        type,
        at: u.at,
        label: unitName(ctx, view, u.type),
        spent: view.acted.includes(u.id) && view.active?.unit !== u.id,
      });
    }
    return out;
  }

  function sceneInput(view: Type10View, moves: readonly Type10Move[]): SceneInput {
    const units = actingUnits(moves);
    const types = spawnTypes(moves);
    const type = spawnType;
    return {
      map: view.scenario,
      units: counters(view),
      selected,
      ready: units,
      steps: highlights.steps,
      reach: highlights.reach,
      attackTargets: highlights.attacks,
      bombardTargets: highlights.bombards,
      spawnHexes:
        type && types.includes(type)
          ? moves.flatMap((m) => (m.type === 'spawn' && m.unitType === type ? [m.to] : []))
          : [],
      path: view.active?.path ?? [],
      lastPath: view.lastAction?.path ?? [],
      lastShots: view.lastAction?.shots.map((s) => s.at) ?? [],
    };
  }

  function frameCamera(view: Type10View): void {
    const k = `${view.scenario.width}x${view.scenario.height}`;
    if (k === framed) return;
    framed = k;
    const { halfW, halfD } = scene.extent(view.scenario);
    ctx.host.table.resize(halfW * 2 + 7, halfD * 2 + 3);
    ctx.host.setHomeView(
      { position: [1.4, halfD * 2.45, halfD * 1.55], target: [1.4, 0, 1.1] },
      80,
    );
  }

  function drawHover(): void {
    const view = frame?.view;
    const h = hoverHex;
    let preview: readonly HexName[] = [];
    let text = '\u00a0';
    if (view && h) {
      const far =
        highlights.reach.find((r) => r.hex === h) ?? highlights.attacks.find((a) => a.hex === h);
      preview = far?.path ?? [];
      const notes: string[] = [];
      if (view.scenario.forest.includes(h)) notes.push(ctx.t('t10.hoverForest'));
      if (view.scenario.spawn.includes(h)) notes.push(ctx.t('t10.hoverSpawn'));
      if (view.scenario.border.includes(h)) notes.push(ctx.t('t10.hoverBorder'));
      const u = view.units.find((x) => x.at === h);
      if (u) notes.push(unitName(ctx, view, u.type));
      text = [ctx.t('t10.hover', { hex: h }), ...notes].join(' · ');
    }
    scene.drawHover(view ? h : null, h ?? '', preview);
    if (refs) refs.hover.textContent = text;
    ctx.host.requestRender();
  }

  function drawClocks(): void {
    const view = frame?.view;
    const el = refs?.clocks;
    if (!view || !el) return;
    const toMove = frame?.toMove ?? null;
    const lines = clockLines(view, toMove, clock.running(), (s) => ctx.t(`t10.side.${s}`), ctx.t);
    // Text only: the same number of lines every time, so the nodes are reused.
    while (el.childElementCount < lines.length) el.append(document.createElement('div'));
    lines.forEach((l, i) => {
      const d = el.children[i];
      if (d && d.textContent !== l) d.textContent = l;
    });
  }

  function redraw(): void {
    const f = frame;
    const view = f?.view ?? null;
    const moves = f?.legal ?? [];
    if (!f || !view || f.seat === null) {
      highlights = EMPTY;
      refs = renderPanel(
        ctx,
        {
          view: null,
          seat: null,
          legal: [],
          selected: null,
          spawnType: null,
          highlights,
          confirmResign,
        },
        actions,
      );
      ctx.host.requestRender();
      return;
    }
    const s = state();
    highlights = s && selected ? highlightsFor(s, moves, selected) : EMPTY;
    frameCamera(view);
    scene.draw(sceneInput(view, moves));
    refs = renderPanel(
      ctx,
      {
        view,
        seat: f.seat,
        legal: moves,
        selected,
        spawnType,
        highlights,
        confirmResign,
        spectator: !!f.spectator,
      },
      actions,
    );
    drawClocks();
    drawHover();
  }

  const actions = {
    select,
    pickSpawn: (type: string) => {
      spawnType = type;
      redraw();
    },
    play,
    askResign: (on: boolean) => {
      confirmResign = on;
      redraw();
    },
    resign: () => {
      confirmResign = false;
      const seat = frame?.seat;
      if (seat === null || seat === undefined) return;
      reportTime();
      if (!frame?.outcome) ctx.play({ type: 'resign', seat });
    },
  };

  let slid = -1;
  /** A counter that just stepped slides from its last hex (drawn path or last action). */
  function slideStep(f: Frame): void {
    const m = f.lastMove?.move;
    const v = f.view;
    if (!v || m?.type !== 'step' || slid === f.moveCount) return;
    slid = f.moveCount;
    const path = v.active?.unit === m.unit ? v.active.path : v.lastAction?.path;
    const from = path && path.length > 1 ? path[path.length - 2] : undefined;
    const anim = from ? scene.slide(m.unit, from) : null;
    if (anim) ctx.host.animate(anim);
  }

  /** The die tumbles when this frame's move was a search roll. */
  function maybeRoll(f: Frame): void {
    const v = f.view;
    if (!v || v.lastRoll === null) return;
    if (f.lastMove?.move.type === 'search' && rollSeen !== f.moveCount && rollSeen >= 0) {
      ctx.host.animate(scene.rollDie(v.lastRoll));
    } else scene.showDie(v.lastRoll);
    rollSeen = f.moveCount;
  }

  return {
    describeMove: (before, m, _mover, _lang, after) => type10MoveText(ctx.t, before, m, after),
    seatName: (seat) => type10SideName(ctx.t, seat),
    outcomeText: (outcome, view) => type10OutcomeText(ctx.t, outcome, view),
    urgentLine() {
      const view = frame?.view ?? null;
      const toMove = frame?.toMove ?? null;
      if (!view || !LocalClock.on(view) || toMove === null) return null;
      // The step line: the side to move and its step time left.
      const lines = clockLines(view, toMove, clock.running(), (s) => ctx.t(`t10.side.${s}`), ctx.t);
      return lines[2] ?? null;
    },
    update(f) {
      const moved = frame?.moveCount !== f.moveCount || frame?.seat !== f.seat;
      frame = f;
      if (rollSeen < 0) rollSeen = 0;
      if (moved && !reporting) {
        confirmResign = false;
        const units = actingUnits(f.legal);
        const active = f.view?.active?.unit ?? null;
        // The acting unit stays picked; the UAV step picks the UAV.
        selected =
          active ?? (f.view?.phase === 'uav' && units.length === 1 ? (units[0] ?? null) : null);
        if (selected && !units.includes(selected)) selected = null;
        const types = spawnTypes(f.legal);
        if (!spawnType || !types.includes(spawnType)) spawnType = types[0] ?? null;
      }
      clock.follow(f.view, f.legal.length > 0);
      if (f.outcome) queue = null;
      maybeRoll(f);
      redraw();
      if (moved && !reporting) slideStep(f);
      if (moved && !reporting) continueQueue();
    },
    anchor(name) {
      const p = scene.anchorOf(name);
      return p ? ctx.host.toClient(p) : null;
    },
    dispose() {
      clock.stop();
      queue = null;
      detachPicking();
      scene.dispose();
      ctx.panel.replaceChildren();
    },
  };
}
