/**
 * A match room's chat (issue 24): a line is stored with the match (the store keeps the last
 * CHAT_KEPT), then sent to everyone in the room; a joining client (a reload, a late spectator,
 * the room reopened on another process) is sent the kept lines as `chat-log`. The sender's copy
 * carries the id it gave the line, so its page can mark it sent; a line the store refused is
 * refused to its sender with that id (its page shows it "not sent", with a retry).
 *
 * Lines are handled one at a time, after the kept lines are loaded: every client sees them in
 * the order stored, and a `chat-log` holds every line broadcast before it.
 */
import type { Client } from '@colyseus/core';
import type { Seat } from '../core/game.ts';
import type { ChatLine } from '../net/protocol.ts';
import { CHAT_KEPT, type MatchStore } from './store.ts';

export class RoomChat {
  private lines: ChatLine[] | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: MatchStore,
    private readonly matchId: string,
    private readonly now: () => number,
  ) {}

  /** Sends the kept lines to a client that has just joined. */
  sendLog(client: Client): void {
    this.serially(async () => {
      client.send('chat-log', { lines: await this.kept() });
    });
  }

  /** Stores a checked line from `from` (null: a spectator), then sends it to `clients`. */
  say(
    client: Client,
    clients: Iterable<Client>,
    from: Seat | null,
    text: string,
    id?: string,
  ): void {
    this.serially(async () => {
      const lines = await this.kept();
      const line: ChatLine = { from, text, at: this.now() };
      try {
        await this.store.appendChat(this.matchId, line, CHAT_KEPT);
      } catch (e) {
        console.error('store refused a chat line', e);
        client.send('refused', {
          code: 'server-error',
          message: 'The chat line could not be stored.',
          of: 'chat',
          ...(id ? { id } : {}),
        });
        return;
      }
      lines.push(line);
      if (lines.length > CHAT_KEPT) lines.splice(0, lines.length - CHAT_KEPT);
      for (const c of clients) c.send('chat', c === client && id ? { ...line, id } : line);
    });
  }

  private async kept(): Promise<ChatLine[]> {
    this.lines ??= await this.store.loadChat(this.matchId);
    return this.lines;
  }

  private serially(job: () => Promise<void>): void {
    this.queue = this.queue.then(job).catch((e: unknown) => {
      console.error('room chat error', e);
    });
  }
}
