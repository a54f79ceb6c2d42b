/**
 * The plug-in interface between the shell and one game's table. The shell owns the match, the
 * curtain, the bot and the log; a table controller draws one seat's view in the shared scene and
 * turns clicks into moves chosen from `legal`. It never receives the real state: only a view,
 * and no view at all while the hand-over curtain is up. Which games have a table, and how each is
 * loaded, is `registry.ts`'s: this module holds only the interface, so the tables can import it.
 */
import type { Outcome, Seat } from '../../core/game.ts';
import type { LoggedMove } from '../../core/match.ts';
import type { GameError } from '../../core/result.ts';
import type { SceneHost } from '../../render/scene-host.ts';
import type { Lang } from '../i18n/index.ts';

export interface TableFrame<V, M> {
  /** What `seat` may see; null while no seat may look (curtain up). */
  readonly view: V | null;
  readonly seat: Seat | null;
  /** Moves the viewing seat may make now; empty when it is not this seat's decision. */
  readonly legal: readonly M[];
  readonly toMove: Seat | null;
  readonly outcome: Outcome | null;
  readonly lastMove: LoggedMove<M> | null;
  readonly moveCount: number;
  readonly lang: Lang;
  /** Whether a rules example is open (a sandbox beside the game); absent or false: the game. */
  readonly sandbox?: boolean;
  /** Online, a spectator: public information seen from seat 0's side, no "you" in the panel. */
  readonly spectator?: boolean;
  /** A replay's position: nobody is waited for, nothing can be played. */
  readonly replay?: boolean;
  /**
   * Online: it is this seat's move, but no move is offered now (the connection is down, or the
   * server's bot holds the seat); the page's top bar says why. The panel must not say "waiting
   * for your opponent".
   */
  readonly held?: boolean;
}

/** A clock kept elsewhere (online, on the server): whose time runs and how much it has used. */
export interface RemoteClock {
  readonly running: Seat | null;
  /** The running seat's time not yet in the view (ms). */
  readonly runningMs: number;
}

export interface TableContext<M> {
  readonly host: SceneHost;
  /** A DOM area beside the scene for the table's own controls (hand, buttons, hints). */
  readonly panel: HTMLElement;
  t(key: string, params?: Record<string, string | number>): string;
  /** An engine error (a refusal, a failed claim) in the UI language. */
  errorText(error: GameError): string;
  /** Submits a move; the shell applies it through the rules and reports a refusal. */
  play(m: M): void;
  notify(text: string, kind?: 'info' | 'error'): void;
  /**
   * Opens a rules example: a sandbox beside the game, starting from a position in the game's setup
   * JSON; the game is kept aside untouched. A bad position is refused with a message.
   */
  loadPosition(position: unknown): void;
  /** Closes the rules example and returns to the game exactly as it was. */
  closeExample?(): void;
  /** Starts a new game at this table (new seed), with some of the game's options changed. */
  newGame(options?: Record<string, unknown>): void;
  /**
   * Works out the simulations `m` would run from `state` (a view will do when it holds what they
   * read) away from the main thread, so the physics then finds them in its memo (Disc Wars: in the
   * bot's worker, `move-ahead.ts`). Resolves when done or given up; absent where not offered.
   */
  simulate?(state: unknown, m: M): Promise<void>;
  /**
   * Online: the server keeps the game's clocks. The table shows them counting from this and never
   * reports time itself. Absent: the table keeps its own clock.
   */
  remoteClock?(): RemoteClock | null;
}

export interface TableController<V, M> {
  update(frame: TableFrame<V, M>): void;
  /** Client-space point of a named object (`hand-r7`, `slot-3`, `claimable-2`), for tests and tutorials. */
  anchor?(name: string): { x: number; y: number } | null;
  /**
   * The game log's line for `move` made by `mover`, in `lang`. `before` is the OPPONENT's view of
   * the position before the move, so the line can only tell public facts and the move itself; it
   * must reveal no more than the engine's English `describeMove` does. `after` is the same seat's
   * view just after the move (public results such as a die rolled, or where a walk ended).
   */
  describeMove?(before: V, move: M, mover: Seat, lang: Lang, after?: V): string;
  /**
   * The game's own name of a seat (an army, a side), in `lang`. `view` is the other seat's view of
   * the current position: a seat's name may only come from public facts.
   */
  seatName?(seat: Seat, view: V, lang: Lang): string;
  /** Why the game ended, in words and in `lang` (`view`: a view of the final position). */
  outcomeText?(outcome: Outcome, view: V, lang: Lang): string;
  /**
   * A short line that must stay in sight while it changes (Type 10's step time left), or null;
   * an online page pins it near the top on a phone and asks for it again a few times a second.
   */
  urgentLine?(): string | null;
  dispose(): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableFactory = (ctx: TableContext<any>) => TableController<any, any>;
