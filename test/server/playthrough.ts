/**
 * Two seated test clients playing a game through the server: each move is a legal move picked
 * from the mover's own view at the current version, sent, and awaited until the mover sees it
 * acknowledged (its view of the next version). `played` and `movers` are the log so far, for
 * comparing with what the store holds. Also reads a match back from a server's SQLite file.
 */
import type { Seat } from '../../src/core/game.ts';
import type { ViewMessage } from '../../src/net/protocol.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { StoredMatch } from '../../src/server/store.ts';
import type { TestClient } from './helpers.ts';

export interface Turn {
  readonly client: TestClient;
  readonly move: unknown;
  /** The mover's view the move was picked from. */
  readonly view: ViewMessage;
}

export class Playthrough {
  readonly played: unknown[] = [];
  /** The seat that made each move of `played`. */
  readonly movers: Seat[] = [];

  /** `pick(n, version)` chooses one of `n` legal moves at `version`. */
  constructor(
    public clients: readonly [TestClient, TestClient],
    private readonly pick: (n: number, version: number) => number,
  ) {}

  get version(): number {
    return this.played.length;
  }

  /** Seat 0's view at the current version. */
  current(): Promise<ViewMessage> {
    return this.clients[0].waitFor('view', (x) => x.version === this.version);
  }

  /** Who moves next and the move picked, or null when the game is over. */
  async next(): Promise<Turn | null> {
    const v = await this.current();
    if (v.outcome) return null;
    const client = this.clients[v.toMove!];
    const mine = await client.waitFor('view', (x) => x.version === this.version);
    if (mine.legal.length === 0) throw new Error(`no legal move for the mover at v${this.version}`);
    return { client, move: mine.legal[this.pick(mine.legal.length, this.version)], view: mine };
  }

  /** Sends the turn's move and waits until its mover sees it acknowledged. */
  async play(turn: Turn): Promise<void> {
    const version = this.version;
    const seat = turn.client === this.clients[0] ? 0 : 1;
    turn.client.room.send('move', { move: turn.move, version });
    await turn.client.waitFor('view', (x) => x.version === version + 1);
    this.played.push(turn.move);
    this.movers.push(seat);
  }

  /**
   * Plays `count` more moves, or to the end of the game (refusing to go past `limit` moves in
   * all); returns seat 0's view where it stopped.
   */
  async run(count = Infinity, limit = 500): Promise<ViewMessage> {
    for (let i = 0; i < count; i++) {
      if (this.version >= limit) throw new Error(`the game went past ${limit} moves`);
      const turn = await this.next();
      if (!turn) break;
      await this.play(turn);
    }
    return this.current();
  }
}

/** The match as a server's SQLite file under `dataDir` holds it (secret seed and move log). */
export async function storedMatch(dataDir: string, matchId: string): Promise<StoredMatch> {
  const store = new SqliteStore(dataDir);
  try {
    const m = await store.loadMatch(matchId);
    if (!m) throw new Error(`match ${matchId} is not stored`);
    return m;
  } finally {
    await store.close();
  }
}
