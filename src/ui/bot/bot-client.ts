/** The page side of the bot worker: one worker, one job at a time, stale answers dropped. */
import type { BotJob, BotReply } from './bot-worker.ts';
import { adoptPhysics } from '../physics-load/discwars-module.ts';
import { physicsChunk } from '../physics-load/physics-download.ts';

const CANCELLED = 'cancelled';

export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (r: BotReply) => void } | null = null;

  private ensure(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<BotReply>) => {
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

  /** Drops the current job; a long search is ended by restarting the worker. */
  cancel(): void {
    if (this.pending) {
      const p = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      p.resolve({ id: p.id, ok: false, message: CANCELLED });
    }
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
