/**
 * Rules examples open beside the running game, never in place of it: the example is a sandbox
 * session of its own (own match, own undo, no autosave, no bot reply), the game's session waits
 * untouched, and "Back to my game" puts it back exactly. This module owns both sessions while an
 * example is open (`ExampleSandbox`), the sandbox's banner over the table and its strings.
 */
import type { Seat } from '../../core/game.ts';
import { newMatch, type Match } from '../../core/match.ts';
import type { BotTurns } from '../bot/bot-turns.ts';
import { h } from '../dom.ts';
import { addMessages } from '../i18n/index.ts';
import type { Shell } from '../shell/context.ts';
import type { Session } from '../shell/store.ts';
import './example-sandbox.css';

addMessages({
  en: {
    'example.banner': 'Example',
    'example.note': 'A rules example: your game is kept aside, unchanged.',
    'example.back': 'Back to my game',
    'example.noSave': 'An example is not saved: go back to your game first.',
  },
  ja: {
    'example.banner': '例',
    'example.note': 'ルールの例です。あなたの対局はそのまま取っておかれています。',
    'example.back': '対局に戻る',
    'example.noSave': '例は保存できません。先に対局に戻ってください。',
  },
});

/**
 * The sandbox session for an example. With nothing hidden the player moves for both sides; with
 * hidden hands a hot-seat game keeps its hand-over, and against the bot the player acts for the
 * seat to move in the position while the other seat waits (the bot never replies in an example).
 */
export function sandboxSession(game: Session, match: Match): Session {
  const seat = (game.module.def.toMove(match.state) ?? game.humanSeat) as Seat;
  const mode = game.module.def.hiddenInformation && game.mode === 'bot' ? 'bot' : 'hotseat';
  return { ...game, match, mode, humanSeat: seat, revealed: seat, botThinking: false };
}

/** Shows (or, with `show` false, removes) the Example banner over `stage`. */
export function renderExampleBanner(
  stage: Element | null,
  show: boolean,
  t: (key: string) => string,
  back: () => void,
): void {
  const old = stage?.querySelector('.example-banner');
  if (!show) {
    old?.remove();
    return;
  }
  if (!stage) return;
  const banner = h(
    'div',
    { class: 'example-banner', role: 'status', 'data-testid': 'example-banner' },
    h('strong', {}, t('example.banner')),
    h('span', { class: 'example-note' }, t('example.note')),
    h(
      'button',
      { type: 'button', class: 'primary', 'data-testid': 'example-back', onclick: back },
      t('example.back'),
    ),
  );
  if (old) old.replaceWith(banner);
  else stage.append(banner);
}

/** A match from a position of the session's game, or null after a notice of why not. */
export function positionMatch(shell: Shell, s: Session, position: unknown): Match | null {
  const m = newMatch(s.module.def, { kind: 'position', position });
  if (m.ok) return m.value;
  shell.notify(shell.t('msg.loadFailed', { reason: shell.errorMessage(m.error) }), 'error');
  return null;
}

/** The open rules example, if any: the game's own session is kept here, untouched, meanwhile. */
export class ExampleSandbox {
  /** While a rules example is open: the game's own session, kept aside untouched. */
  private kept: Session | null = null;

  constructor(
    private readonly shell: Shell,
    private readonly bot: Pick<BotTurns, 'cancel' | 'schedule'>,
  ) {}

  /** Whether a rules example is open. */
  get active(): boolean {
    return this.kept !== null;
  }

  /** The game's own session while an example is open; null otherwise. */
  get game(): Session | null {
    return this.kept;
  }

  /**
   * Opens a rules example (a position in the game's setup JSON) beside the game: its own sandbox
   * session; the game's session is kept aside until `backToGame`. A bad position is refused.
   */
  open(position: unknown): void {
    const { store } = this.shell;
    const s = store.getState().session;
    const match = s && positionMatch(this.shell, s, position);
    if (!s || !match) return;
    this.bot.cancel();
    this.kept ??= { ...s, botThinking: false };
    store.setState({ session: sandboxSession(this.kept, match) });
  }

  /** Leaves a rules example: the game comes back exactly as it was. */
  backToGame(): void {
    const game = this.kept;
    if (!game) return;
    this.bot.cancel();
    this.kept = null;
    this.shell.store.setState({ session: game });
    this.bot.schedule();
  }

  /** Forgets the example with its table (the table is closing). */
  drop(): void {
    this.kept = null;
  }
}
