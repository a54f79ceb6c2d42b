/**
 * The bot's Web Worker: it loads the game's rules by id, receives one seat's view and legal moves,
 * searches with the level's time budget, and posts the chosen move back. The page never freezes.
 */
import { chooseBotMove, type BotLevel } from '../../core/bots/levels.ts';
import type { GameId, Seat } from '../../core/game.ts';
import { loadGame } from '../../games/registry.ts';
import { discWarsPhysicsMemo, usePagePhysics } from '../physics-load/discwars-module.ts';
import type { MemoEntry } from '../../games/discwars/physics-memo.ts';
import type { CheckedMove } from './checked-move.ts';
import { heatPhysicsUntil } from './heat-physics.ts';
import { simulateAhead } from './move-ahead.ts';
import type { AheadJob, AheadReply } from './move-ahead-job.ts';

export interface BotJob {
  readonly id: number;
  readonly game: GameId;
  readonly view: unknown;
  readonly seat: Seat;
  readonly legal: readonly unknown[];
  readonly level: BotLevel;
  readonly seed: number;
  /** The page's physics chunk, so the worker does not download its own (see discwars-module). */
  readonly physicsUrl?: string;
}

export type BotReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly move: unknown;
      readonly iterations: number;
      /** Milliseconds the worker spent on the job (loading the rules, choosing, checking). */
      readonly ms: number;
      /** Disc Wars: the simulations of the chosen move, for the page's memo (it applies it next). */
      readonly physics?: readonly MemoEntry[];
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** The chosen move, checked to apply (Disc Wars: `checked-move.ts`). */
async function checkedMove(job: BotJob, def: unknown, move: unknown): Promise<CheckedMove> {
  if (job.game !== 'discwars') return { move };
  const { checkedDiscWarsMove } = await import('./checked-move.ts');
  return checkedDiscWarsMove(
    def as Parameters<typeof checkedDiscWarsMove>[0],
    discWarsPhysicsMemo(),
    job.view,
    move,
    job.legal,
  );
}

/** Loads a game's rules ahead of its first job (`BotClient.warm`); answers nothing. */
export interface WarmJob {
  readonly warm: true;
  readonly game: GameId;
  readonly physicsUrl?: string;
}

/**
 * Bot jobs received so far: the heating stops at the first (`heatPhysicsUntil`), whose search
 * heats the engine itself. A flip simulated ahead for the page waits for the heating, so its
 * show runs on a heated engine.
 */
let jobs = 0;
/** The heating under way, if any. */
let heating: Promise<unknown> = Promise.resolve();

self.onmessage = async (e: MessageEvent<BotJob | WarmJob | AheadJob>) => {
  if ('warm' in e.data) {
    const seen = jobs;
    usePagePhysics(e.data.physicsUrl);
    const mod = await loadGame(e.data.game).catch(() => undefined);
    if (mod && e.data.game === 'discwars') {
      heating = heatPhysicsUntil(mod.def, () => jobs > seen);
      await heating;
    }
    return;
  }
  if ('ahead' in e.data) {
    const job = e.data;
    await heating;
    usePagePhysics(job.physicsUrl);
    const physics = await simulateAhead(job).catch(() => []);
    const reply: AheadReply = { ahead: true, id: job.id, physics };
    self.postMessage(reply);
    return;
  }
  jobs++;
  const job = e.data;
  const t0 = performance.now();
  usePagePhysics(job.physicsUrl);
  try {
    const mod = await loadGame(job.game);
    if (!mod) throw new Error(`no rules for ${job.game}`);
    const answer = chooseBotMove(
      { def: mod.def, view: job.view, seat: job.seat, legal: job.legal, seed: job.seed },
      mod.bot,
      job.level,
      { budget: 'time', now: () => performance.now() },
    );
    const checked = await checkedMove(job, mod.def, answer.move);
    const reply: BotReply = {
      id: job.id,
      ok: true,
      ...checked,
      iterations: answer.iterations,
      ms: performance.now() - t0,
    };
    self.postMessage(reply);
  } catch (error) {
    const reply: BotReply = {
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
    self.postMessage(reply);
  }
};
