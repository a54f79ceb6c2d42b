/**
 * The page side of the bot worker: one worker, one bot job at a time, stale answers dropped. The
 * same worker also simulates a player's Disc Wars move ahead of the page (`move-ahead.ts`).
 */
import type { GameId } from '../../core/game.ts';
import type { BotJob, BotReply } from './bot-worker.ts';
import type { AheadReply } from './move-ahead-job.ts';
import { adoptPhysics } from '../physics-load/discwars-module.ts';
import { physicsChunk } from '../physics-load/physics-download.ts';

const CANCELLED = 'cancelled';

export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (r: BotReply) => void } | null = null;
  /** Moves being simulated ahead, by job id: each resolves when its entries are adopted. */
  private readonly aheads = new Map<number, () => void>();

  private ensure(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<BotReply | AheadReply>) => {
        if ('ahead' in e.data) {
          adoptPhysics(e.data.physics);
          this.aheads.get(e.data.id)?.();
          this.aheads.delete(e.data.id);
          return;
        }
        if (this.pending && this.pending.id === e.data.id) {
          const p = this.pending;
          this.pending = null;
          // The chosen move's simulations: the page applies and shows it without re-running them.
          if (e.data.ok) adoptPhysics(e.data.physics);
          p.resolve(e.data);
        }
      };
    }
    return this.worker;
  }

  /**
   * Starts the worker and has it load `game`'s rules (for Disc Wars, Rapier) while the player
   * thinks, so the bot's first answer does not wait for them. No-op with a worker already running.
   */
  warm(game: BotJob['game']): void {
    if (this.worker) return;
    const physics = physicsChunk();
    this.ensure().postMessage({
      warm: true,
      game,
      ...(physics ? { physicsUrl: physics.url } : {}),
    });
  }

  /** Asks for a move; resolves with null if the job was cancelled by a newer one or `cancel`. */
  ask(job: Omit<BotJob, 'id'>): Promise<BotReply | null> {
    this.cancel();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve: (r) => resolve(r.ok || r.message !== CANCELLED ? r : null) };
      const physics = physicsChunk();
      this.ensure().postMessage({ ...job, id, ...(physics ? { physicsUrl: physics.url } : {}) });
    });
  }

  /**
   * Has the worker simulate `move` in `state` and hands its simulations to the page's memo: resolves
   * when they are adopted, or after `waitMs` (a worker still loading Rapier), or at once when the
   * worker is gone; the page then applies the move, running whatever the memo lacks itself.
   */
  ahead(game: GameId, state: unknown, move: unknown, waitMs = 3000): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.aheads.delete(id);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.aheads.set(id, done);
      const physics = physicsChunk();
      this.ensure().postMessage({
        ahead: true,
        id,
        game,
        state,
        move,
        ...(physics ? { physicsUrl: physics.url } : {}),
      });
    });
  }

  /** Drops the current job; a long search is ended by restarting the worker. */
  cancel(): void {
    if (this.pending) {
      const p = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      this.endAheads();
      p.resolve({ id: p.id, ok: false, message: CANCELLED });
    }
  }

  /** The worker is gone: moves waiting for it are applied by the page itself. */
  private endAheads(): void {
    for (const done of [...this.aheads.values()]) done();
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
    this.endAheads();
  }
}
