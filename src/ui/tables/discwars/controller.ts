/**
 * The Disc Wars table controller: draws the seat's view (the whole table; Disc Wars hides nothing
 * but the generator) and turns clicks into moves taken from the frame's legal moves: activations,
 * stop and pass from the panel; a flip by aiming it (`aim.ts`: drag from the disc, keys or the
 * dial, the engine's real landing previewed); a missile by
 * selecting an archer and clicking one of its targets; combat choices from the panel. The
 * measuring tape asks the engine's own `range` helper on a state rebuilt from the view (ranges are
 * public). A flip or a fire move (also the bot's and the other seat's) is shown by replaying the
 * simulation that decided it (`replay.ts`), then hit discs flash; undo, loads and new games are
 * drawn at once. The camera's home view looks from the viewing seat's own edge.
 */
import { Rng } from '../../../core/rng.ts';
import {
  MISSILES,
  type DiscWarsModule,
  type DiscWarsMove,
  type DiscWarsView,
} from '../../../games/discwars/index.ts';
import { RULE_EXAMPLES } from '../../../games/discwars/examples.ts';
import type { Animation } from '../../../render/scene-host.ts';
import { moveAnimation } from '../../../render/discwars/motion.ts';
import { dropPoints, DropSideView } from './drop-side-view.ts';
import { DiscWarsScene, type Mark, type Pick } from '../../../render/discwars/scene.ts';
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
import { advance, readPace, REAL_TIME, type ShowPace } from './show-clock.ts';
import { fallenCounters, hitDiscs, replayOf } from './replay.ts';
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
  let disposed = false;
  /** The running show (a replayed move, then the hit flash); null when the table is still. */
  let show: { cancelled: boolean; finish: (() => void) | null } | null = null;
  /**
   * The position from before the shown move: the panel keeps telling it (phase, round, whose turn,
   * no move buttons) until the show ends, so it never gives away what the table is about to show.
   */
  let shownBefore: DiscWarsView | null = null;
  /**
   * Counters of the shown drop that counter removal took in the same move (see `fallenCounters`):
   * drawn where they fell while the show runs (the landing, the hit flash), then lifted away.
   */
  let fallen: DiscWarsView['table']['pieces'] = [];
  /** The phase the panel last told: a new phase starts the panel at its top. */
  let panelPhase = '';
  /** Moves that arrived during a show (a quick bot answer), shown after it; a click drops them. */
  const queue: { before: DiscWarsView; f: Frame }[] = [];

  const detachPicking = attachPicking<Pick>(ctx.host, () => scene.pickables, {
    click: (p) => onPick(p),
    hover: (p) => p !== undefined,
  });
  const legal = (): readonly DiscWarsMove[] => frame?.legal ?? [];

  /**
   * Show pace (`show-clock.ts`): `data-show-speed` and `data-show-hold` on the panel slow a show
   * down, pause it or hold it at an instant, for demonstrations and the browser tests' screenshots.
   * Watched, so frames read numbers.
   */
  let pace: ShowPace = REAL_TIME;
  const speedWatch = new MutationObserver(() => {
    pace = readPace(ctx.panel.dataset);
  });
  speedWatch.observe(ctx.panel, {
    attributes: true,
    attributeFilter: ['data-show-speed', 'data-show-hold'],
  });

  const framing = new DropSideView(ctx.host);

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
      frame?.view && !show && !ruler.active
        ? { view: frame.view, lang: frame.lang, t: ctx.t }
        : null,
    () => aim.keepClear(),
  );

  const ruler = new FreeRuler(ctx, scene, () =>
    frame?.view && !show ? { view: frame.view, lang: frame.lang, facing: facingSeat } : null,
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

  /** The share of the stage's height a bar over its bottom hides (Replay's controls), 0..1. */
  function coveredBelow(): number {
    const stage = ctx.host.renderer.domElement.parentElement;
    const bar = stage?.querySelector<HTMLElement>('.replay-bar:not([hidden])');
    return stage && bar && stage.clientHeight > 0 ? bar.offsetHeight / stage.clientHeight : 0;
  }

  /** Ends the running show at once (its last state is drawn by the caller's redraw). */
  function stopShow(): boolean {
    queue.length = 0;
    const s = show;
    fallen = [];
    if (!s) return false;
    s.cancelled = true;
    s.finish?.();
    show = null;
    shownBefore = null;
    framing.release();
    setAnimating(false);
    return true;
  }

  /** Runs `anim` as part of the show `s`; `then` follows unless the show was cut short. */
  function runInShow(
    s: NonNullable<typeof show>,
    anim: Animation,
    then: () => void,
    finish: (() => void) | null,
  ): void {
    s.finish = finish;
    let last = 0;
    let at = 0;
    ctx.panel.dataset.showAt = '0';
    ctx.host.animate((t) => {
      if (s.cancelled || disposed) return false;
      at = advance(at, t - last, pace);
      last = t;
      ctx.panel.dataset.showAt = String(Math.round(at * 1000));
      if (anim(at)) return true;
      s.finish = null;
      then();
      return false;
    });
  }

  /** Starts showing the move that took `before` to the frame's view; false if it cannot be shown. */
  function startShow(before: DiscWarsView, f: Frame): boolean {
    const v = f.view;
    const m = f.lastMove?.move;
    if (!v || !m) return false;
    const replay = m.type === 'flip' || m.type === 'fire' ? replayOf(mod, before, m, v) : null;
    const hits = hitDiscs(v);
    if (!replay && hits.length === 0) return false;
    fallen = replay?.show.drop ? fallenCounters(replay.table, v.table) : [];
    const s = { cancelled: false, finish: null as (() => void) | null };
    show = s;
    shownBefore = before;
    setAnimating(true);
    const end = (): void => {
      if (show === s) show = null;
      shownBefore = null;
      fallen = [];
      framing.release();
      for (let q = queue.shift(); q; q = queue.shift()) if (startShow(q.before, q.f)) return;
      setAnimating(false);
      redraw();
    };
    // Counter removal in the same move: the fallen counters are lifted off, then the table is drawn
    // as the move left it (before, they stayed drawn until the next move).
    const removeCounters = (): void => {
      const lift = fallen.length > 0 ? scene.liftAway(fallen.map((p) => p.id)) : null;
      if (!lift) return end();
      runInShow(s, lift, end, null);
    };
    const flashHits = (): void => {
      drawScene(f);
      const flash = scene.flash(hits);
      if (!flash) return removeCounters();
      // Cut short, the flash is run to its end at once so the discs get their own materials back.
      runInShow(s, flash, removeCounters, () => flash(Infinity));
    };
    if (!replay) {
      flashHits();
    } else {
      scene.draw({
        view: { ...before, table: replay.table },
        marks: new Map(),
        ghosts: [],
        tape: null,
        ring: null,
        bare: true,
        facing: facingSeat,
        typeName: (t) => typeName(f.lang, t),
      });
      runInShow(s, moveAnimation(scene, replay.show), flashHits, null);
      const drop = replay.show.drop;
      if (drop) framing.show(dropPoints(scene, drop, coveredBelow()));
    }
    drawPanel();
    ctx.host.requestRender();
    return true;
  }

  function play(m: DiscWarsMove): void {
    selected = null;
    if (stopShow()) redraw();
    ctx.play(m);
  }

  function onPick(p: Pick): void {
    // A click during a show skips it.
    if (stopShow()) return redraw();
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

  function rangeRing(v: DiscWarsView): { id: string; range: number } | null {
    const d = selected ? v.discs.find((x) => x.id === selected) : undefined;
    const missile = d ? v.types[d.type]?.missile : undefined;
    return d && missile ? { id: d.id, range: MISSILES[missile.type].range } : null;
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
    if (!show) fitTable(v, seatOf(f));
    const tp = tapeOf(v, f);
    scene.draw({
      view: fallen.length
        ? { ...v, table: { ...v.table, pieces: [...v.table.pieces, ...fallen] } }
        : v,
      marks: marksFor(v, f.legal),
      ghosts: [],
      tape: tp ? { a: tp.a, b: tp.b, label: ctx.t('dw.inches', { n: tp.r.toFixed(1) }) } : null,
      ring: rangeRing(v),
      facing: facingSeat,
      typeName: (t) => typeName(f.lang, t),
    });
    deploy.refresh();
    card.refresh();
    ctx.host.requestRender();
  }

  function redraw(): void {
    if (!show) drawScene();
    drawPanel();
  }

  function drawPanel(): void {
    const f = frame;
    // During a show the panel tells the position before the move, with no move to offer.
    const v = show && shownBefore ? shownBefore : f?.view;
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
        legal: show ? [] : f.legal,
        lang: f.lang,
        selected,
        measuring,
        distance: dist,
        example,
        animating: show !== null,
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
          stopShow();
          ctx.loadPosition(ex.setup);
        },
        newBattle: () => {
          stopShow();
          ctx.newGame();
        },
      },
    );
    // The free ruler's toggle and reading sit beside the disc-to-disc tape's button.
    ctx.panel.querySelector('[data-testid=measure]')?.after(ruler.button, ruler.readout);
    ruler.redraw();
    const section = show ? null : (aim.panel() ?? deploy.panel());
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
        fallen = [];
        // One new move on the table we drew: show it (after the running show, if any). A jump
        // (undo, load, new game) is drawn at once.
        const before = prev?.view;
        const next = before && f.view && f.moveCount === prev.moveCount + 1 ? before : null;
        if (next && show && queue.length < 2) {
          queue.push({ before: next, f });
          return drawPanel();
        }
        stopShow();
        if (next && startShow(next, f)) return;
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
      disposed = true;
      stopShow();
      delete ctx.panel.dataset.animating;
      speedWatch.disconnect();
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
