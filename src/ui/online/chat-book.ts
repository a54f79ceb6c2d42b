/**
 * The chat an online page shows (issue 24): the match's kept lines (the server's `chat-log` on
 * joining, then each `chat`), and this page's own lines not yet known sent. A line is "sending"
 * until its copy comes back with its id (the server stored it), and "failed" when it could not
 * go (no connection), was refused, or its connection dropped before the answer: it stays in
 * sight, marked "not sent", with a retry, instead of vanishing.
 */
import type { Seat } from '../../core/game.ts';
import type { ChatLine } from '../../net/protocol.ts';

/** Lines held (the server keeps as many). */
export const MAX_CHAT_LINES = 200;

export interface PendingLine {
  readonly id: string;
  readonly text: string;
  readonly state: 'sending' | 'failed';
  /** When it was first typed (this page's clock), to recognise it in a later `chat-log`. */
  readonly since: number;
}

/** Sends a line with its id; false when there is no connection to send it on. */
export type ChatSend = (text: string, id: string) => boolean;

function newId(): string {
  const b = new Uint8Array(9);
  crypto.getRandomValues(b);
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export class ChatBook {
  lines: readonly ChatLine[] = [];
  pending: readonly PendingLine[] = [];
  /** Changes whenever anything shown changes (the panel redraws the list then). */
  version = 0;

  /** The kept lines, on joining: they replace what was held (a line of this page's among them is sent). */
  log(lines: readonly ChatLine[], seat: Seat | null, skewMs: number): void {
    this.lines = lines.slice(-MAX_CHAT_LINES);
    // A line whose answer was lost with its connection, yet stored: it is in the log now. The
    // two clocks may differ by more than the known skew (only clocked tables tell it): 30 s slack.
    const after = (p: PendingLine) => p.since - skewMs - 30_000;
    this.pending = this.pending.filter(
      (p) =>
        p.state === 'sending' ||
        !lines.some((l) => l.from === seat && l.text === p.text && l.at >= after(p)),
    );
    this.version++;
  }

  /** A line said in the room; with an id, this page's own line, now stored. */
  line(c: ChatLine): void {
    const { id, ...line } = c;
    if (id) this.pending = this.pending.filter((p) => p.id !== id);
    this.lines = [...this.lines, line].slice(-MAX_CHAT_LINES);
    this.version++;
  }

  say(text: string, send: ChatSend): void {
    const id = newId();
    this.pending = [...this.pending, { id, text, state: 'sending', since: Date.now() }];
    this.go(id, send);
  }

  retry(id: string, send: ChatSend): void {
    if (this.pending.some((p) => p.id === id)) this.go(id, send);
  }

  /** A refused chat line: the one with `id`, or (no id) the oldest still sending. */
  refused(id: string | undefined): void {
    const target = id ?? this.pending.find((p) => p.state === 'sending')?.id;
    if (target) this.set(target, 'failed');
  }

  /** The connection dropped: no answer will come for the lines sending. */
  lost(): void {
    if (!this.pending.some((p) => p.state === 'sending')) return;
    this.pending = this.pending.map((p) => ({ ...p, state: 'failed' }));
    this.version++;
  }

  private go(id: string, send: ChatSend): void {
    const p = this.pending.find((x) => x.id === id)!;
    this.set(id, send(p.text, id) ? 'sending' : 'failed');
  }

  private set(id: string, state: PendingLine['state']): void {
    this.pending = this.pending.map((p) => (p.id === id ? { ...p, state } : p));
    this.version++;
  }
}
