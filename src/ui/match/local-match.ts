/**
 * The local match session: which match a table route opens (a loaded file's, the autosaved one
 * when it belongs to this very route, else a new one), and every change to it from this screen —
 * a move, the bot's reply, undo, the curtain's reveal, a position loaded by a test, a new game.
 * Every change flows move → rules (`session.ts`, `apply`) → store, then the log line, the sound,
 * the autosave and the bot's turn; this module owns no rule itself.
 */
import type { Seat } from '../../core/game.ts';
import { newMatch } from '../../core/match.ts';
import { loadSave } from '../../core/save.ts';
import type { GameModule } from '../../games/registry.ts';
import type { BotTurns } from '../bot/bot-turns.ts';
import type { Shell } from '../shell/context.ts';
import { confirmDialog } from '../shell/confirm-dialog.ts';
import { formatRoute, type TableRoute } from '../shell/route.ts';
import type { Session } from '../shell/store.ts';
import type { Sound } from '../sound/sound.ts';
import { readAutosave } from '../storage/autosave.ts';
import type { SaveLoad } from '../storage/save-load.ts';
import { positionMatch, type ExampleSandbox } from './example-sandbox.ts';
import type { GameLog } from './game-log.ts';
import { nextGameRoute, secretSeed, withMatchName } from './secret-seed.ts';
import { actingSeat, applyMove, curtainFor, toMoveOf, undoMove } from './session.ts';
import './new-game-messages.ts';

export interface LocalMatchParts {
  readonly bot: BotTurns;
  readonly examples: ExampleSandbox;
  readonly saves: SaveLoad;
  readonly log: GameLog;
  readonly sound: Sound;
  /** Whether the replay viewer is open (the table is read-only meanwhile). */
  replaying(): boolean;
}

export class LocalMatch {
  /** A player's move being simulated in the worker before it is applied (see `playMove`). */
  private simulating = false;

  constructor(
    private readonly shell: Shell,
    private readonly p: LocalMatchParts,
  ) {}

  /** The session for a route: the autosaved match when it belongs to this very route, else a new one. */
  sessionFor(route: TableRoute, mod: GameModule): Session | null {
    const { store, t } = this.shell;
    const named = withMatchName(route);
    if (named !== route) {
      route = named;
      history.replaceState(null, '', formatRoute(route));
      store.setState({ route });
    }
    const base = {
      game: route.game,
      module: mod,
      mode: route.mode,
      humanSeat: route.seat,
      level: route.level,
      botThinking: false,
    };
    const pending = this.p.saves.takePendingLoad(formatRoute(route));
    if (pending)
      return {
        ...base,
        match: pending,
        revealed: route.mode === 'hotseat' ? null : route.seat,
      };
    const saved = readAutosave(this.shell.storage, route.game);
    if (saved) {
      const loaded = loadSave(saved, (id) => (id === route.game ? mod.def : undefined), route.game);
      if (!loaded.ok) {
        this.shell.notify(
          t('msg.autosaveBad', { reason: this.shell.errorMessage(loaded.error) }),
          'error',
        );
      } else if (loaded.value.meta.route === formatRoute(route)) {
        this.shell.notify(t('msg.autosaveResumed'));
        const s: Session = { ...base, match: loaded.value.match, revealed: null };
        return { ...s, revealed: route.mode === 'hotseat' ? null : route.seat };
      }
    }
    const m = newMatch(mod.def, {
      kind: 'new',
      options: { ...(mod.def.defaultOptions as object), ...route.options },
      seed: route.seed ?? secretSeed(),
    });
    if (!m.ok) {
      this.shell.notify(t('msg.badRoute', { reason: this.shell.errorMessage(m.error) }), 'error');
      history.replaceState(null, '', '#/');
      store.setState({ route: { kind: 'home' }, loading: null });
      return null;
    }
    return { ...base, match: m.value, revealed: route.mode === 'hotseat' ? null : route.seat };
  }

  /** A move from the table: refused while replaying or when no seat here may act. */
  playMove(move: unknown): void {
    const { t } = this.shell;
    const s = this.shell.store.getState().session;
    if (!s) return;
    if (this.p.replaying()) {
      this.shell.notify(t('replay.readOnly'), 'error');
      return;
    }
    if (actingSeat(s) === null) {
      this.shell.notify(t('msg.illegal', { reason: t('msg.notYourTurn') }), 'error');
      return;
    }
    // A Disc Wars flip or drop is simulated in the worker first, so applying and showing it finds
    // the simulation done and the page does not freeze (issue 25); a second click meanwhile waits.
    if (this.simulating) return;
    const ahead = this.p.bot.ahead(s.game, s.match.state, move);
    if (!ahead) return this.commit(s, move);
    this.simulating = true;
    void ahead.then(() => {
      this.simulating = false;
      const now = this.shell.store.getState().session;
      // Undo, a load, a new game or the replay meanwhile: the move was for a table that is gone.
      if (now && now.match === s.match && !this.p.replaying()) this.commit(now, move);
    });
  }

  /** Applies `move` in `s` through the rules; a player's move and the bot's reply alike. */
  commit(s: Session, move: unknown): void {
    const r = applyMove(s, move);
    if (!r.ok) {
      this.shell.notify(
        this.shell.t('msg.illegal', { reason: this.shell.errorMessage(r.error) }),
        'error',
      );
      return;
    }
    // The log line is written from the state before the move, so the log never replays the game.
    this.p.log.append(s, r.value, toMoveOf(s) as Seat, move);
    this.p.sound.moved(s.game, move, r.value.match.state);
    this.shell.store.setState({ session: r.value });
    this.p.saves.autosave(r.value);
    this.p.bot.schedule();
  }

  undo(): void {
    const { store, t } = this.shell;
    const s = store.getState().session;
    if (!s) return;
    this.p.bot.cancel();
    const r = undoMove({ ...s, botThinking: false });
    if (!r.ok) {
      this.shell.notify(
        t('msg.undoRefused', { reason: this.shell.errorMessage(r.error) }),
        'error',
      );
      if (s.botThinking) this.p.bot.resume(s);
      return;
    }
    store.setState({ session: { ...r.value, botThinking: false } });
    this.p.saves.autosave(r.value);
    this.shell.notify(t('msg.undone'));
    this.p.bot.schedule();
  }

  /** Replaces the match with one from a position of its game (the browser tests' shortcut). */
  loadPosition(position: unknown): void {
    const s = this.shell.store.getState().session;
    const match = s && positionMatch(this.shell, s, position);
    if (!s || !match) return;
    this.p.bot.cancel();
    const next: Session = {
      ...s,
      match,
      botThinking: false,
      revealed: s.mode === 'hotseat' ? null : s.humanSeat,
    };
    this.shell.store.setState({ session: next });
    this.p.saves.autosave(next);
    this.p.bot.schedule();
  }

  /** Moves a new game would throw away: those of a running game not saved to a file since. */
  private movesAtRisk(): number {
    const s = this.p.examples.game ?? this.shell.store.getState().session;
    if (!s || this.p.saves.isSavedToFile(s.match) || s.module.def.outcome(s.match.state)) return 0;
    return s.match.log.length;
  }

  /** A new game at this table (a new seed), asking first when unsaved moves would be lost. */
  async newGame(options: Record<string, unknown> = {}): Promise<void> {
    const { t } = this.shell;
    const lost = this.movesAtRisk();
    if (lost > 0) {
      const yes = await confirmDialog(document.body, {
        title: t('newGame.title'),
        body: lost === 1 ? t('newGame.body1') : t('newGame.body', { n: lost }),
        confirm: t('newGame.confirm'),
        cancel: t('newGame.cancel'),
      });
      if (!yes) return;
    }
    const route = this.shell.store.getState().route;
    if (route.kind !== 'table') return;
    this.shell.go(formatRoute(nextGameRoute(route, options)));
  }

  /** Lifts the hand-over curtain for the seat it asks for. */
  reveal(): void {
    const s = this.shell.store.getState().session;
    const seat = s ? curtainFor(s) : null;
    if (s && seat !== null) this.shell.store.setState({ session: { ...s, revealed: seat } });
  }
}
