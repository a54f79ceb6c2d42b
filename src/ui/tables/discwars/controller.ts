/**
 * The Disc Wars table controller: draws the seat's view (the whole table; Disc Wars hides nothing
 * but the generator) and turns clicks into moves taken from the frame's legal moves: activations,
 * stop and pass from the panel; a flip by aiming it (`aim.ts`: drag from the disc, keys or the
 * dial, the engine's real landing previewed); a missile by
 * selecting an archer and clicking one of its targets; combat choices from the panel. The
 * measuring tape asks the engine's own `range` helper on a state rebuilt from the view (ranges are
 * public). A flip or a fire move (also the bot's and the other seat's) is shown by replaying the
 * simulation that decided it, then hit discs flash (`show-runner.ts` schedules the show); undo,
 * loads and new games are drawn at once. The camera's home view looks from the viewing seat's own
 * edge. The marks on the discs are `marks.ts`'s.
 */
import { Rng } from '../../../core/rng.ts';
import type { DiscWarsModule, DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../games/discwars/examples.ts';
import { DiscWarsScene, type Pick } from '../../../render/discwars/scene.ts';
import { FlipAim } from './aim.ts';
import { DiscCard } from './disc-card.ts';
import { FreeRuler } from './ruler.ts';
import { DeployTool } from './deploy.ts';
import { fill } from '../../dom.ts';
import { addMessages } from '../../i18n/index.ts';
import { attachPicking } from '../picking.ts';
import type { TableContext, TableController, TableFrame } from '../table.ts';
import { discwarsMessages } from './messages.ts';
import { touchT } from './touch.ts';
import { discLabel, typeName } from './names.ts';
import { renderPanel } from './panel.ts';
import { marksFor, rangeRing } from './marks.ts';
import { ShowRunner } from './show-runner.ts';
import { discWarsMoveText, discWarsOutcomeText, discWarsSeatName } from './log-text.ts';
import './styles.css';

addMessages(discwarsMessages);

type Frame = TableFrame<DiscWarsView, DiscWarsMove>;

export function createDiscWarsTable(
  shell: TableContext<DiscWarsMove>,
  mod: DiscWarsModule,
): TableController<DiscWarsView, DiscWarsMove> {
  // The shell's context, its texts in touch wording on a touch device (touch.ts).
  const ctx: TableContext<DiscWarsMove> = Object.assign(Object.create(shell) as typeof shell, {
    t: touchT((key, params) => shell.t(key, params)),
  });
  const scene = new DiscWarsScene();
  ctx.host.board.add(scene.group);
  let frame: Frame | null = null;
  let selected: string | null = null;
  let measuring = false;
  let tape: string[] = [];
  let example: string | null = null;
  let homeKey = '';
  /** The seat whose edge the camera looks from (labels read from there; kept during a show). */
  let facingSeat: 0 | 1 = 0;
  /** The phase the panel last told: a new phase starts the panel at its top. */
  let panelPhase = '';
  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
    hover: (p) => p !== undefined,
  });
  const legal = (): readonly DiscWarsMove[] => frame?.legal ?? [];

  const aim = new FlipAim(
    ctx,
    scene,
    mod,
    (m) => play(m),
    (id) => onPick({ pick: 'disc', id }),
    () => ruler.active,
  );

  const card = new DiscCard(
    ctx.host,
    scene,
    () =>
      // No card while the free ruler is on: it would cover the reading.
      frame?.view && !shows.running && !ruler.active
        ? { view: frame.view, lang: frame.lang, t: ctx.t }
        : null,
    () => aim.keepClear(),
  );

  const ruler = new FreeRuler(ctx, scene, () =>
    frame?.view && !shows.running
      ? { view: frame.view, lang: frame.lang, facing: facingSeat }
      : null,
  );

  const deploy = new DeployTool(
    ctx,
    scene,
    (m) => play(m),
    () => drawPanel(),
  );

  function setAnimating(on: boolean): void {
    if (on) card.show(null);
    ctx.panel.dataset.animating = on ? 'true' : 'false';
    aim.setHidden(on);
    deploy.setHidden(on);
  }
  setAnimating(false);

  const shows = new ShowRunner(ctx, scene, mod, {
    drawScene: (f) => drawScene(f),
    drawPanel: () => drawPanel(),
    redraw: () => redraw(),
    setAnimating,
    facing: () => facingSeat,
  });

  function play(m: DiscWarsMove): void {
    selected = null;
    if (shows.stop()) redraw();
    ctx.play(m);
  }

  function onPick(p: Pick): void {
    // A click during a show skips it.
    if (shows.stop()) return redraw();
    const moves = legal();
    if (p.pick !== 'disc') return;
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

  const seatOf = (f: Frame): 0 | 1 => f.seat ?? 0;

  /**
   * The table's size, and the home view from the viewing seat's own edge (seat 0 at y = 0, which
   * the scene puts towards +z; seat 1 across the table). Only a change of table or seat moves the
   * camera: between those the orbit controls stay wherever the player put them.
   */
  function fitTable(v: DiscWarsView, seat: 0 | 1): void {
    const key = `${v.table.width}x${v.table.depth}|${seat}`;
    if (key === homeKey) return;
    homeKey = key;
    facingSeat = seat;
    const { width: w, depth: d } = v.table;
    ctx.host.table.resize(w, d);
    const span = Math.max(w, d);
    const side = seat === 0 ? 1 : -1;
    ctx.host.setHomeView(
      { position: [0, span * 1.05, side * d * 0.62], target: [0, 0, side * 0.05 * d] },
      span * 3,
    );
  }

  /** The tape's two discs and their distance, when both are chosen and the range is known. */
  function tapeOf(v: DiscWarsView, f: Frame): { a: string; b: string; r: number } | null {
    const r = measuring ? distance(v, seatOf(f)) : null;
    const [a, b] = tape;
    return a !== undefined && b !== undefined && r !== null ? { a, b, r } : null;
  }

  function drawScene(f = frame): void {
    const v = f?.view;
    if (!f || !v) {
      scene.draw({ view: null, marks: new Map(), ghosts: [], tape: null, ring: null });
      ctx.host.requestRender();
      return;
    }
    // Never turn the camera in the middle of a show (hot-seat hands over after it is done).
    if (!shows.running) fitTable(v, seatOf(f));
    const tp = tapeOf(v, f);
    const { fallen } = shows;
    scene.draw({
      view: fallen.length
        ? { ...v, table: { ...v.table, pieces: [...v.table.pieces, ...fallen] } }
        : v,
      marks: marksFor(v, f.legal, selected, measuring ? tape : []),
      ghosts: [],
      tape: tp ? { a: tp.a, b: tp.b, label: ctx.t('dw.inches', { n: tp.r.toFixed(1) }) } : null,
      ring: rangeRing(v, selected),
      facing: facingSeat,
      typeName: (t) => typeName(f.lang, t),
    });
    deploy.refresh();
    card.refresh();
    ctx.host.requestRender();
  }

  function redraw(): void {
    if (!shows.running) drawScene();
    drawPanel();
  }

  function drawPanel(): void {
    const f = frame;
    // During a show the panel tells the position before the move, with no move to offer.
    const v = shows.before ?? f?.view;
    if (!f || !v) {
      fill(ctx.panel);
      return;
    }
    // A new phase (deployment over, missiles, combat) is told from the panel's top: the scroll a
    // long deployment tray left would hide "Round … / … to act".
    const phaseKey = `${v.round}|${v.phase}`;
    if (phaseKey !== panelPhase) {
      if (panelPhase !== '') {
        ctx.panel.scrollTop = 0;
        // On a phone the side column scrolls as a whole.
        if (ctx.panel.parentElement) ctx.panel.parentElement.scrollTop = 0;
      }
      panelPhase = phaseKey;
    }
    const tp = tapeOf(v, f);
    const name = (id: string): string => discLabel(f.lang, v, id);
    const dist = tp
      ? ctx.t('dw.distance', { a: name(tp.a), b: name(tp.b), n: tp.r.toFixed(1) })
      : null;
    renderPanel(
      ctx,
      {
        view: v,
        legal: shows.running ? [] : f.legal,
        lang: f.lang,
        selected,
        measuring,
        distance: dist,
        example,
        animating: shows.running,
        spectator: !!f.spectator,
        replay: !!f.replay,
        ended: !!f.outcome,
        held: !!f.held,
      },
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
          shows.stop();
          ctx.loadPosition(ex.setup);
        },
        newBattle: () => {
          shows.stop();
          ctx.newGame();
        },
      },
    );
    // The free ruler's toggle and reading sit beside the disc-to-disc tape's button.
    ctx.panel.querySelector('[data-testid=measure]')?.after(ruler.button, ruler.readout);
    ruler.redraw();
    const section = shows.running ? null : (aim.panel() ?? deploy.panel());
    if (section) {
      // Right under the hint, at the panel's top: the aim's result and its Flip button stay in
      // view above the tools, the rules menu and the log (at the panel's end they were cut off).
      const under =
        ctx.panel.querySelector('[data-testid=dw-hint]') ??
        ctx.panel.querySelector('[data-testid=dw-to-act]');
      if (under) under.after(section);
      else ctx.panel.prepend(section);
    }
  }

  return {
    describeMove: (before, m, _mover, lang) => discWarsMoveText(ctx.t, lang, before, m),
    seatName: (seat, view, lang) => discWarsSeatName(lang, view, seat),
    outcomeText: (outcome) => discWarsOutcomeText(ctx.t, outcome),
    update(f) {
      const prev = frame;
      const moved = prev?.moveCount !== f.moveCount || prev?.seat !== f.seat;
      frame = f;
      // Back at the game (the shell's "Back to my game"): the example's caption goes too.
      if (!f.sandbox) example = null;
      if (moved) selected = null;
      aim.update(f.view, f.seat, f.legal, f.lang);
      deploy.update(f.view, f.seat, f.legal, f.lang);
      if (f.view && tape.some((id) => !f.view?.table.pieces.some((p) => p.id === id))) tape = [];
      if (prev?.moveCount !== f.moveCount) {
        shows.fallen = [];
        // One new move on the table we drew: show it (after the running show, if any). A jump
        // (undo, load, new game) is drawn at once.
        const before = prev?.view;
        const next = before && f.view && f.moveCount === prev.moveCount + 1 ? before : null;
        if (next && shows.enqueue(next, f)) return drawPanel();
        shows.stop();
        if (next && shows.start(next, f)) return;
      }
      redraw();
    },
    anchor(name) {
      const p = name.startsWith('aim-')
        ? aim.anchorOf(name)
        : name.startsWith('ruler-')
          ? ruler.anchorOf(name)
          : name.startsWith('rim-')
            ? card.rimOf(name.slice(4))
            : (deploy.anchorOf(name) ?? scene.anchorOf(name));
      return p ? ctx.host.toClient(p) : null;
    },
    dispose() {
      shows.dispose();
      delete ctx.panel.dataset.animating;
      aim.dispose();
      card.dispose();
      ruler.dispose();
      deploy.dispose();
      detachPicking();
      scene.dispose();
      fill(ctx.panel);
    },
  };
}
