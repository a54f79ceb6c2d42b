/**
 * How the Disc Wars table shows a move: a flip or a fire move (also the bot's and the other
 * seat's) is shown by replaying the simulation that decided it (`replay.ts`) — a drop seen from
 * the side (`drop-side-view.ts`) —, then hit discs flash, then counters that counter removal took
 * in the same move are lifted away. Moves that arrive during a show (a quick bot answer) wait
 * their turn; a click or a jump (undo, load, new game) ends the show at once. The show's pace
 * comes from the panel's `data-show-speed` / `data-show-hold` (`show-clock.ts`). While a show
 * runs, the panel keeps telling the position from before the move, so it never gives away what
 * the table is about to show. The controller draws; this module only schedules.
 */
import type { DiscWarsModule, DiscWarsMove, DiscWarsView } from '../../../games/discwars/index.ts';
import { moveAnimation } from '../../../render/discwars/motion.ts';
import type { DiscWarsScene } from '../../../render/discwars/scene.ts';
import type { Animation } from '../../../render/scene-host.ts';
import type { TableContext, TableFrame } from '../table.ts';
import { dropPoints, DropSideView } from './drop-side-view.ts';
import { typeName } from './names.ts';
import { fallenCounters, hitDiscs, replayOf } from './replay.ts';
import { advance, readPace, REAL_TIME, type ShowPace } from './show-clock.ts';

type Frame = TableFrame<DiscWarsView, DiscWarsMove>;
type Show = { cancelled: boolean; finish: (() => void) | null };

export interface ShowHooks {
  /** Draws the table of frame `f` (as the move left it). */
  drawScene(f: Frame): void;
  drawPanel(): void;
  /** The show is over: the table and the panel are drawn as they are now. */
  redraw(): void;
  /** A show starts (true) or ends (false): the aim, the deploy tray and the card step aside. */
  setAnimating(on: boolean): void;
  /** The seat whose edge the camera looks from. */
  facing(): 0 | 1;
}

export class ShowRunner {
  /** The running show (a replayed move, then the hit flash); null when the table is still. */
  private show: Show | null = null;
  /**
   * The position from before the shown move: the panel keeps telling it (phase, round, whose turn,
   * no move buttons) until the show ends, so it never gives away what the table is about to show.
   */
  private shownBefore: DiscWarsView | null = null;
  /**
   * Counters of the shown drop that counter removal took in the same move (see `fallenCounters`):
   * drawn where they fell while the show runs (the landing, the hit flash), then lifted away.
   */
  fallen: DiscWarsView['table']['pieces'] = [];
  /** Moves that arrived during a show (a quick bot answer), shown after it; a click drops them. */
  private readonly queue: { before: DiscWarsView; f: Frame }[] = [];
  private pace: ShowPace = REAL_TIME;
  private readonly speedWatch: MutationObserver;
  private readonly framing: DropSideView;
  private disposed = false;

  constructor(
    private readonly ctx: TableContext<DiscWarsMove>,
    private readonly scene: DiscWarsScene,
    private readonly mod: DiscWarsModule,
    private readonly hooks: ShowHooks,
  ) {
    // Watched, so frames read numbers.
    this.speedWatch = new MutationObserver(() => {
      this.pace = readPace(ctx.panel.dataset);
    });
    this.speedWatch.observe(ctx.panel, {
      attributes: true,
      attributeFilter: ['data-show-speed', 'data-show-hold'],
    });
    this.framing = new DropSideView(ctx.host);
  }

  /** Whether a show runs now. */
  get running(): boolean {
    return this.show !== null;
  }

  /** The position the panel tells while a show runs (before the shown move), else null. */
  get before(): DiscWarsView | null {
    return this.show ? this.shownBefore : null;
  }

  /** A move that arrived during a show waits for it (at most two wait); false if none runs. */
  enqueue(before: DiscWarsView, f: Frame): boolean {
    if (!this.show || this.queue.length >= 2) return false;
    this.queue.push({ before, f });
    return true;
  }

  /** Ends the running show at once (its last state is drawn by the caller's redraw). */
  stop(): boolean {
    this.queue.length = 0;
    const s = this.show;
    this.fallen = [];
    if (!s) return false;
    s.cancelled = true;
    s.finish?.();
    this.show = null;
    this.shownBefore = null;
    this.framing.release();
    this.hooks.setAnimating(false);
    return true;
  }

  /** Runs `anim` as part of the show `s`; `then` follows unless the show was cut short. */
  private runInShow(s: Show, anim: Animation, then: () => void, finish: (() => void) | null): void {
    const { ctx } = this;
    s.finish = finish;
    let last = 0;
    let at = 0;
    ctx.panel.dataset.showAt = '0';
    ctx.host.animate((t) => {
      if (s.cancelled || this.disposed) return false;
      at = advance(at, t - last, this.pace);
      last = t;
      ctx.panel.dataset.showAt = String(Math.round(at * 1000));
      if (anim(at)) return true;
      s.finish = null;
      then();
      return false;
    });
  }

  /** The share of the stage's height a bar over its bottom hides (Replay's controls), 0..1. */
  private coveredBelow(): number {
    const stage = this.ctx.host.renderer.domElement.parentElement;
    const bar = stage?.querySelector<HTMLElement>('.replay-bar:not([hidden])');
    return stage && bar && stage.clientHeight > 0 ? bar.offsetHeight / stage.clientHeight : 0;
  }

  /** Starts showing the move that took `before` to the frame's view; false if it cannot be shown. */
  start(before: DiscWarsView, f: Frame): boolean {
    const { scene, hooks } = this;
    const v = f.view;
    const m = f.lastMove?.move;
    if (!v || !m) return false;
    const replay = m.type === 'flip' || m.type === 'fire' ? replayOf(this.mod, before, m, v) : null;
    const hits = hitDiscs(v);
    if (!replay && hits.length === 0) return false;
    this.fallen = replay?.show.drop ? fallenCounters(replay.table, v.table) : [];
    const s: Show = { cancelled: false, finish: null };
    this.show = s;
    this.shownBefore = before;
    hooks.setAnimating(true);
    const end = (): void => {
      if (this.show === s) this.show = null;
      this.shownBefore = null;
      this.fallen = [];
      this.framing.release();
      for (let q = this.queue.shift(); q; q = this.queue.shift())
        if (this.start(q.before, q.f)) return;
      hooks.setAnimating(false);
      hooks.redraw();
    };
    // Counter removal in the same move: the fallen counters are lifted off, then the table is drawn
    // as the move left it (before, they stayed drawn until the next move).
    const removeCounters = (): void => {
      const lift = this.fallen.length > 0 ? scene.liftAway(this.fallen.map((p) => p.id)) : null;
      if (!lift) return end();
      this.runInShow(s, lift, end, null);
    };
    const flashHits = (): void => {
      hooks.drawScene(f);
      const flash = scene.flash(hits);
      if (!flash) return removeCounters();
      // Cut short, the flash is run to its end at once so the discs get their own materials back.
      this.runInShow(s, flash, removeCounters, () => flash(Infinity));
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
        facing: hooks.facing(),
        typeName: (t) => typeName(f.lang, t),
      });
      this.runInShow(s, moveAnimation(scene, replay.show), flashHits, null);
      const drop = replay.show.drop;
      if (drop) this.framing.show(dropPoints(scene, drop, this.coveredBelow()));
    }
    hooks.drawPanel();
    this.ctx.host.requestRender();
    return true;
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
    this.speedWatch.disconnect();
  }
}
